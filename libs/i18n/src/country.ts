/** Cookie that keeps the visitor's country, detected once (spec §3, §4). */
export const COUNTRY_COOKIE = 'donut-country';
/** Spec §9: the country cookie lives a year. */
export const COUNTRY_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Spec §9: the country of a visitor whom nothing locates. */
export const FALLBACK_COUNTRY = 'GE';

/** Local-storage key that mirrors the donut-locale cookie for browser-only code (spec §3). */
export const APP_LANGUAGE_STORAGE_KEY = 'app-language';

/** Codes geo services send when they do not know the country (unknown, Tor) rather than a real one. */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/** An ISO 3166-1 alpha-2 code as geo headers and lookups send it: two uppercase letters, not a placeholder. */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value);
}

/** The donut-country cookie as a Set-Cookie value; with a parent domain it holds on project subdomains too. */
export function countryCookie(country: string, parentDomain?: string | null): string {
  const domain = parentDomain ? `; Domain=${parentDomain}` : '';
  return `${COUNTRY_COOKIE}=${country}; Path=/; Max-Age=${COUNTRY_COOKIE_MAX_AGE_SECONDS}${domain}; SameSite=Lax`;
}
