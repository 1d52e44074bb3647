import { DEFAULT_LOCALE, isLocale, type Locale } from '@donut/i18n';
import { isLocaleFree } from './locale-path';
import { routeSegments } from './route-config';
import { appRoutes, type AppName, type RouteName, type RouteParams } from './routes';

export interface HrefOptions {
  /** Locale prefix to add when the path has none; defaults to ru. */
  locale?: Locale;
  /** Query parameters, in order; null and undefined are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  hash?: string;
}

/** Files crawlers ask for by name at the site's root: never under a locale. */
const ROOT_FILES: readonly string[] = [appRoutes.main.robots, appRoutes.main.sitemap];

/** Adds the locale prefix unless the path has one or is locale-free (/admin, /assets, /robots.txt, ...). */
export function withLocale(path: string, locale: Locale = DEFAULT_LOCALE): string {
  const pathname = path.split(/[?#]/)[0];
  const isKept = isLocaleFree(pathname) || ROOT_FILES.includes(pathname) || isLocale(pathname.split('/')[1]);
  if (isKept) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/**
 * A route's path with its params filled in (URI-encoded), without the locale prefix: what the sitemap lists
 * once per language. Throws for a missing or empty param.
 * @example routePath('main', 'faqArticle', { slug: 'start' }) // '/faq/articles/start'
 */
export function routePath<A extends AppName, R extends RouteName<A>>(
  app: A,
  name: R,
  params: RouteParams<A, R>,
): string {
  const pattern = (appRoutes[app] as Record<string, string>)[name];
  return pattern.replace(/:(\w+)/g, (_, param: string) => {
    const value = (params as Record<string, string>)[param];
    if (!value) throw new Error(`Missing route param "${param}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Sets the query and hash of a URL the way every builder does (URLSearchParams, null and undefined left out). */
export function applyHrefOptions(url: URL, { query, hash }: HrefOptions): URL {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
  }
  if (hash) url.hash = hash;
  return url;
}

// Only parses the path: routeHref returns no origin.
const BASE = 'http://href.invalid';

/**
 * A link within the app, for `<Link to>`, `<Form action>`, redirects and `backUrl`: the route's path with its
 * params, the locale prefix, the query and the hash. The same path as `links.route` without the origin (but for the
 * locale a link from outside gives the CRM's admin area); params are typed from the pattern, as in React Router's
 * `href()`.
 * @example
 * routeHref('main', 'faqArticle', { slug: 'start' }, { locale: 'ka' }); // '/ka/faq/articles/start'
 * routeHref('main', 'faqArticles', {}, { locale: 'en', query: { q: 'bot' } }); // '/en/faq/articles?q=bot'
 * routeHref('crm', 'admin', {}, { hash: 'services' }); // '/admin#services'
 */
export function routeHref<A extends AppName, R extends RouteName<A>>(
  app: A,
  name: R,
  params: RouteParams<A, R>,
  options: HrefOptions = {},
): string {
  const url = applyHrefOptions(
    new URL(withLocale(routePath(app, name, params), options.locale), BASE),
    options,
  );
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A route's full pattern as React Router matches it, the `:locale` segment included for a page under the locale,
 * for `matchPath` and `useMatch`.
 * @example routeMatchPattern('main', 'feature') // '/:locale/features/:feature'
 */
export function routeMatchPattern<A extends AppName>(app: A, name: RouteName<A>): string {
  const pattern = (appRoutes[app] as Record<string, string>)[name];
  if (withLocale(pattern) === pattern) return pattern;
  return pattern === '/' ? routeSegments.locale : `${routeSegments.locale}${pattern}`;
}
