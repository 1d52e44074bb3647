import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from './locales';

export type MessageCatalog = Record<string, string>;
export type Catalogs = Record<Locale, MessageCatalog>;

/** Merges catalogs of several sources (app, shared libs) per locale; later sources win. */
export function mergeCatalogs(...sources: Catalogs[]): Catalogs {
  return {
    ru: Object.assign({}, ...sources.map((s) => s.ru)),
    en: Object.assign({}, ...sources.map((s) => s.en)),
    ka: Object.assign({}, ...sources.map((s) => s.ka)),
  };
}

/** The locale's messages with every missing id filled from the English catalog (spec §1). */
export function messagesWithFallback(locale: Locale, catalogs: Catalogs): MessageCatalog {
  return locale === FALLBACK_LOCALE
    ? catalogs[locale]
    : { ...catalogs[FALLBACK_LOCALE], ...catalogs[locale] };
}

/**
 * react-intl errors that are expected. A message missing in one locale is already covered by the fallback (CI
 * checks parity). Missing locale data: react-intl checks, as it is created, that the browser can format numbers
 * and dates in the locale; the apps load the FormatJS polyfills a browser lacks for what the page formats before
 * it hydrates (`ensureIntlLocaleData` in app-shell), and a page whose dates come formatted from the server does
 * without the DateTimeFormat one, which the check would report.
 */
const QUIET_INTL_ERRORS = new Set(['MISSING_TRANSLATION', 'MISSING_DATA']);

/**
 * Props for react-intl's IntlProvider: ru is the default locale, English fills the gaps.
 * Kept free of React so the server and tests share it.
 */
export function intlProviderProps(locale: Locale, catalogs: Catalogs) {
  return {
    locale,
    defaultLocale: DEFAULT_LOCALE,
    messages: messagesWithFallback(locale, catalogs),
    onError: (error: { code?: string }) => {
      if (!QUIET_INTL_ERRORS.has(error.code ?? '')) console.error(error);
    },
  };
}

export const PRODUCT_NAME = 'Donut';

/** Spec §2 title template: "{title} | Donut", or just the product name without a title. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
