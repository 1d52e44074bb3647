/** The cookie that remembers the visitor accepted the cookie notice (listed in the cookie policy). */
export const CONSENT_COOKIE = 'donut-cookie-consent';

/** One year, as the notice and the cookie policy promise. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a `Cookie` header or `document.cookie` carries the consent. */
export function hasConsent(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim() === `${CONSENT_COOKIE}=accepted`);
}

/**
 * The `document.cookie` value that stores the consent for a year on the whole site.
 * @example consentCookie() // 'donut-cookie-consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax'
 */
export function consentCookie(): string {
  return `${CONSENT_COOKIE}=accepted; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`;
}
