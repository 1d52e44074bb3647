import { parse, serialize } from 'cookie';
import { AUTH_COOKIE_PATH, refreshCookieNames, type AuthFamily } from './cookie-names';

/** What an app may know about its refresh cookies. */
export interface AuthCookieState {
  /** Whether a refresh token is there (see `readAuthCookies` for how this is decided). */
  hasRefreshToken: boolean;
  /** Expiry of the refresh token in unix seconds, or null when unknown. */
  expiresRefresh: number | null;
}

const UNIX_SECONDS = /^\d+$/;

/**
 * Reads the refresh cookies of a family from a `Cookie` header or `document.cookie`.
 *
 * The token cookie is HttpOnly: the server sees it in the header, page scripts never do. So the
 * token counts as present when either its own cookie or a valid readable expiry cookie is there;
 * both are set and cleared together. A malformed expiry is treated as absent, never as 0.
 */
export function readAuthCookies(
  cookieHeader: string | null | undefined,
  family: AuthFamily,
): AuthCookieState {
  if (!cookieHeader) return { hasRefreshToken: false, expiresRefresh: null };
  const cookies = parse(cookieHeader);
  const names = refreshCookieNames(family);
  const rawExpires = cookies[names.expires]?.trim();
  const expiresRefresh = rawExpires && UNIX_SECONDS.test(rawExpires) ? Number(rawExpires) : null;
  return { hasRefreshToken: Boolean(cookies[names.token]) || expiresRefresh !== null, expiresRefresh };
}

/**
 * `Set-Cookie` values that delete both refresh cookies of a family (Max-Age=0, path /). Pass the
 * parent domain the cookies were set for (spec §3), or a browser keeps the domain-wide ones.
 * @example clearAuthCookieHeaders('crm', 'donut.ge')
 * // ['donut-refresh-token-crm=; Max-Age=0; Domain=donut.ge; Path=/', 'donut-refresh-token-expires-crm=; ...']
 */
export function clearAuthCookieHeaders(family: AuthFamily, domain?: string): string[] {
  const names = refreshCookieNames(family);
  return [names.token, names.expires].map((name) =>
    serialize(name, '', { path: AUTH_COOKIE_PATH, maxAge: 0, ...(domain ? { domain } : {}) }),
  );
}
