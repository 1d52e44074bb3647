import { APP_LANGUAGE_STORAGE_KEY, localeCookie, type Locale } from '@donut/i18n';
import { browserPublicEnv } from './public-env';

/**
 * The domain the apps share (the main site's host), when this page is on it or one of its
 * subdomains. Browsers refuse Domain=localhost, so a dotless host keeps a host-only cookie.
 */
export function sharedCookieDomain(hostname: string, mainOrigin: string): string | null {
  const parent = new URL(mainOrigin).hostname;
  if (!parent.includes('.')) return null;
  return hostname === parent || hostname.endsWith(`.${parent}`) ? parent : null;
}

/**
 * Keeps the visitor's choice of language for unprefixed paths in every app (spec §2 resolution order):
 * the donut-locale cookie for the server, the app-language local-storage key for browser-only code (spec §3).
 */
export function rememberLocale(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookie(
    locale,
    sharedCookieDomain(location.hostname, browserPublicEnv().origins.main),
  );
  try {
    window.localStorage.setItem(APP_LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage off (private mode, quota, sandboxed frame): the cookie still carries the choice.
  }
}
