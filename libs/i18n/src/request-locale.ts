import { parse } from 'cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from './locales';
import { resolveLocale, type LocaleSources } from './resolve-locale';

/** What the locale of a request depends on: a Fetch Request, or what an HTTP server knows before making one. */
export type LocaleRequest = Pick<Request, 'url'> & { headers: Pick<Headers, 'get'> };

/** The cookie and browser-language sources of a server request (everything but the path). */
export function localeSourcesFromRequest(request: LocaleRequest): Omit<LocaleSources, 'pathname'> {
  return {
    cookieLocale: parse(request.headers.get('cookie') ?? '')[LOCALE_COOKIE] ?? null,
    acceptLanguage: request.headers.get('accept-language'),
  };
}

/**
 * Spec §2 resolution order applied to a server request, with the signed-in owner's profile language when the
 * server knows it (see `resolveLocale`).
 */
export function localeOfRequest(request: LocaleRequest, profileLocale?: string | null): Locale {
  return resolveLocale({
    pathname: new URL(request.url).pathname,
    ...localeSourcesFromRequest(request),
    profileLocale,
  });
}

/**
 * The donut-locale cookie as `document.cookie` takes it: remembers a choice of language for a year
 * (spec §9). With a parent domain, the choice made on the main site holds on project subdomains too.
 */
export function localeCookie(locale: Locale, parentDomain?: string | null): string {
  const domain = parentDomain ? `; Domain=${parentDomain}` : '';
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}${domain}; SameSite=Lax`;
}
