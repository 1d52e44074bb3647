/** The visitor's cart token (ADR 0036): set from the API's `cart_token` answer on the site's own host. */
export const CART_COOKIE = 'donut-cart-cv';

/** 30 days: a visitor who comes back within a month finds the cart as they left it. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** The token a `Cookie` header (the server) or `document.cookie` (the browser) carries; null without one. */
export function readCartToken(cookies: string | null | undefined): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CART_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/**
 * The `Set-Cookie` value keeping `token` (null: deleting the cookie, as the API merged the visitor's cart into the
 * signed-in customer's). Host-only, so another project's site never sees it.
 */
export function cartCookie(token: string | null, isSecure: boolean): string {
  const value = token ? encodeURIComponent(token) : '';
  const secure = isSecure ? '; Secure' : '';
  return `${CART_COOKIE}=${value}; Path=/; Max-Age=${token ? CART_COOKIE_MAX_AGE : 0}; SameSite=Lax${secure}`;
}

/** The browser's cart token. */
export const browserCartToken = () => readCartToken(document.cookie);

/** Keeps what the API answered: a new token in the cookie, or null (a customer's cart holds it now): no cookie. */
export function keepCartToken(token: string | null) {
  if (token === browserCartToken()) return;
  document.cookie = cartCookie(token, window.location.protocol === 'https:');
}
