import { redirectDocument } from 'react-router';
import { DEFAULT_LOCALE, isLocale, localeFromPath, type CatalogStore, type Locale } from '@donut/i18n';
import { ensureIntlLocaleData } from './intl-locale-data';

type CatalogLoading = Pick<CatalogStore, 'loadCatalog' | 'loadAllCatalogs'>;

/**
 * Root `middleware`: the server keeps every locale's catalogs in memory (loaded by the first request),
 * so loaders, `meta` and the render of any page can read them synchronously.
 */
export function serverCatalogsMiddleware(store: CatalogLoading) {
  return async (): Promise<void> => {
    await store.loadAllCatalogs();
  };
}

/** The locale a client navigation goes to: its path's, or the page's own for locale-free paths (/admin). */
export function navigationLocale(url: string, documentLang: string): Locale {
  return localeFromPath(new URL(url).pathname) ?? (isLocale(documentLang) ? documentLang : DEFAULT_LOCALE);
}

/**
 * Root `clientMiddleware`: a browser downloads a locale's catalog (and the Intl data it lacks for it)
 * only when a navigation needs it, e.g. a link from /ru/... to /en/..., before that page's loaders
 * run and it renders.
 */
export function clientCatalogMiddleware(store: CatalogLoading) {
  return async ({ request }: { request: Request }): Promise<void> => {
    const locale = navigationLocale(request.url, document.documentElement.lang);
    // As at hydration, the page still formats without the polyfills, only a little differently.
    const localeData = ensureIntlLocaleData(locale).catch(() => undefined);
    try {
      await Promise.all([store.loadCatalog(locale), localeData]);
    } catch {
      // The chunk did not come (offline, a newer deployment): the server renders the page with its texts.
      throw redirectDocument(request.url);
    }
  };
}
