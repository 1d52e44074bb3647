import { data, redirect } from 'react-router';
import { isLocale, localeSourcesFromRequest, type Locale } from '@donut/i18n';
import { adminProjectRedirectTarget, localeRedirectTarget } from '@donut/link-builder';
import { links } from './public-env';

/**
 * Spec §2: an unknown page is the 404 screen, in the page's language (issue 13: no English "Page Not Found"
 * and no path on it). The request is kept for the callers' sake; the response carries only the status.
 */
export function notFound(_request: Request): never {
  throw data(null, { status: 404 });
}

/** "/" and other unprefixed page paths move permanently under the visitor's locale (spec §2). */
export function redirectToLocale(request: Request): never {
  const target = localeRedirectTarget(new URL(request.url), localeSourcesFromRequest(request));
  if (target) throw redirect(target, 301);
  notFound(request);
}

/**
 * Loader of the `:locale` layout: the first segment must be a locale, or the path moves (301)
 * under one; locale-free paths (/admin, /api, /assets...) that reach it do not exist.
 */
export function requireLocale(request: Request, locale: string | undefined): Locale {
  if (isLocale(locale)) return locale;
  redirectToLocale(request);
}

/** Spec §2: /{locale}/admin/...?project=X moves (301) to the project's own CRM subdomain. */
export function redirectAdminToProject(request: Request): never {
  const target = adminProjectRedirectTarget(new URL(request.url), links());
  if (target) throw redirect(target, 301);
  notFound(request);
}
