import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, isLocale, type CatalogStore } from '@donut/i18n';
import { DATES_ATTRIBUTE, ensureIntlLocaleData } from './intl-locale-data';

export interface HydrateAppOptions {
  /** The app's catalog store: the browser downloads the messages of the page's locale only. */
  loadCatalog: CatalogStore['loadCatalog'];
}

/**
 * The browser entry of every app. Numbers, plurals and texts must come out as they did on the server
 * before React compares the markup, so the page's message catalog and the locale data that the
 * browser lacks are loaded first.
 */
export function hydrateApp({ loadCatalog }: HydrateAppOptions): void {
  const lang = document.documentElement.lang;
  const catalog = loadCatalog(isLocale(lang) ? lang : DEFAULT_LOCALE);
  // Without the polyfills a browser still formats, a little differently from the server: hydrate anyway.
  // A page whose dates came formatted from the server hydrates without the DateTimeFormat data (the largest part).
  const dates = document.documentElement.getAttribute(DATES_ATTRIBUTE) !== 'server';
  const localeData = ensureIntlLocaleData(lang, { dates }).catch(() => undefined);
  Promise.all([catalog, localeData]).then(
    () => {
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <HydratedRouter />
          </StrictMode>,
        );
      });
    },
    // Hydrating without the texts would replace them with message ids; the server's HTML stays readable.
    (error: unknown) => console.error("The page's messages could not be loaded", error),
  );
}
