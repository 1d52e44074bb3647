import { data, redirect, type RouterContextProvider } from 'react-router';
import { isLocale, localeCookie, localeSourcesFromRequest, type Locale } from '@donut/i18n';
import { adminLocaleEntry, adminProjectRedirectTarget, localeRedirectTarget } from '@donut/link-builder';
import { ownerLocaleRouterContext } from './owner-locale';
import { links, readPublicEnv } from './public-env';
import { sharedCookieDomain } from './remember-locale';

/**
 * Spec §2: an unknown page is the 404 screen, in the page's language (issue 13: no English "Page Not Found"
 * and no path on it). The request is kept for the callers' sake; the response carries only the status.
 */
export function notFound(_request: Request): never {
  throw data(null, { status: 404 });
}

/**
 * "/" and other unprefixed page paths move permanently under the visitor's locale (spec §2): the cookie's, the
 * signed-in owner's profile language, the browser's.
 */
export function redirectToLocale(request: Request, context: Readonly<RouterContextProvider>): never {
  const target = localeRedirectTarget(new URL(request.url), {
    ...localeSourcesFromRequest(request),
    profileLocale: context.get(ownerLocaleRouterContext),
  });
  if (target) throw redirect(target, 301);
  notFound(request);
}

/**
 * Loader of the `:locale` layout: the first segment must be a locale, or the path moves (301)
 * under one; locale-free paths (/admin, /api, /assets...) that reach it do not exist.
 */
export function requireLocale(
  request: Request,
  locale: string | undefined,
  context: Readonly<RouterContextProvider>,
): Locale {
  if (isLocale(locale)) return locale;
  redirectToLocale(request, context);
}

/** Spec §2: /{locale}/admin/...?project=X moves (301) to the project's own CRM subdomain. */
export function redirectAdminToProject(request: Request): never {
  const target = adminProjectRedirectTarget(new URL(request.url), links());
  if (target) throw redirect(target, 301);
  notFound(request);
}

/**
 * The CRM's `/{locale}/admin/...`, a link from another app or a mail (`adminLocaleEntry`): the locale is kept in the
 * donut-locale cookie, as the language switcher keeps a choice, so the admin area, which has no prefix, goes on in
 * the language the owner came in (issue 13); the page moves to `/admin/...`. A 302, not cached: the cookie must be
 * written on every such visit. Returns for any other URL.
 */
export function enterAdminInLocale(request: Request): void {
  const url = new URL(request.url);
  const entry = adminLocaleEntry(url);
  if (!entry) return;
  const domain = sharedCookieDomain(url.hostname, readPublicEnv().origins.main);
  throw redirect(entry.target, {
    status: 302,
    headers: { 'Set-Cookie': localeCookie(entry.locale, domain) },
  });
}
