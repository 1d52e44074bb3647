import { localeFromPath, resolveLocale, type Locale, type LocaleSources } from '@donut/i18n';
import { appRoutes } from './routes';

/**
 * Path prefixes that never get a locale (spec §2): the CRM's admin area, API and data calls, and the bundler's
 * assets (Vite serves them from /assets/; /__manifest is React Router's route discovery).
 */
export const LOCALE_FREE_PREFIXES = [appRoutes.crm.admin, '/data', '/api', '/assets', '/__manifest'] as const;

/** Whether the path is in the CRM's admin area, `/admin` or below it (whole segments: "/administrator" is not). */
export function isAdminPath(pathname: string): boolean {
  const admin = appRoutes.crm.admin;
  return pathname === admin || pathname.startsWith(`${admin}/`);
}

/** Whether the path is outside locale handling (a whole-segment match: "/administrator" is not). */
export function isLocaleFree(pathname: string): boolean {
  return LOCALE_FREE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Where an unprefixed page path must be redirected (301), or null when it needs no redirect.
 * @example localeRedirectTarget(new URL('http://x/rates?a=1'), { cookieLocale: 'ka' }) // '/ka/rates?a=1'
 */
export function localeRedirectTarget(url: URL, sources: Omit<LocaleSources, 'pathname'>): string | null {
  if (isLocaleFree(url.pathname) || localeFromPath(url.pathname)) return null;
  const locale = resolveLocale({ ...sources, pathname: url.pathname });
  const rest = url.pathname === '/' ? '/' : url.pathname;
  return `/${locale}${rest}${url.search}${url.hash}`;
}

/**
 * The same page in another locale, for the language switcher. A locale-free path (/admin) stays as
 * it is: the donut-locale cookie carries the choice there.
 * @example pathInLocale('/ru/faq', '?q=1', 'ka') // '/ka/faq?q=1'
 */
export function pathInLocale(pathname: string, search: string, locale: Locale): string {
  if (isLocaleFree(pathname)) return `${pathname}${search}`;
  const rest = pathname.replace(/^\/(ru|en|ka)(?=\/|$)/, '');
  return `/${locale}${rest || '/'}${search}`;
}
