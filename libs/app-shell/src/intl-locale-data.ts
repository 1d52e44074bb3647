import type { UIMatch } from 'react-router';
import { isLocale, type Locale } from '@donut/i18n';

const numberFormatData: Record<Locale, () => Promise<unknown>> = {
  ru: () => import('@formatjs/intl-numberformat/locale-data/ru.js'),
  en: () => import('@formatjs/intl-numberformat/locale-data/en.js'),
  ka: () => import('@formatjs/intl-numberformat/locale-data/ka.js'),
};

const dateTimeFormatData: Record<Locale, () => Promise<unknown>> = {
  ru: () => import('@formatjs/intl-datetimeformat/locale-data/ru.js'),
  en: () => import('@formatjs/intl-datetimeformat/locale-data/en.js'),
  ka: () => import('@formatjs/intl-datetimeformat/locale-data/ka.js'),
};

const pluralRulesData: Record<Locale, () => Promise<unknown>> = {
  ru: () => import('@formatjs/intl-pluralrules/locale-data/ru.js'),
  en: () => import('@formatjs/intl-pluralrules/locale-data/en.js'),
  ka: () => import('@formatjs/intl-pluralrules/locale-data/ka.js'),
};

/**
 * Route `handle` field: where the page's dates are formatted. `'server'` says its loader hands them over as
 * text (weekday names, times), so the browser needs no DateTimeFormat data to hydrate it; the deepest matched
 * route that sets it decides, and a page that does not say is taken to format dates in the browser.
 */
export interface IntlRouteHandle {
  dates?: 'browser' | 'server';
}

/** The `<html>` attribute, `data-dates="server"`, by which the document tells the browser entry so. */
export const DATES_ATTRIBUTE = 'data-dates';

/** Whether the matched page formats dates in the browser (see `IntlRouteHandle`). */
export function formatsDatesInBrowser(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  const chosen = matches.reduce<IntlRouteHandle['dates']>(
    (dates, match) => (match.handle as IntlRouteHandle | undefined)?.dates ?? dates,
    undefined,
  );
  return chosen !== 'server';
}

export interface IntlLocaleDataOptions {
  /**
   * False when the page formats no date in the browser: the DateTimeFormat polyfill, whose time-zone data is
   * by far the largest part (about 160 KiB gzip for ka), is then left out. Default true.
   */
  dates?: boolean;
}

/**
 * Some browsers ship without a locale's ICU data (Debian's Chromium has no Georgian), which would
 * format numbers and plurals differently from the server and break hydration. Loads the
 * FormatJS polyfills only for those browsers and only for the page's locale (Intl.PluralRules,
 * NumberFormat and DateTimeFormat, the three react-intl needs).
 */
export async function ensureIntlLocaleData(
  lang: string,
  { dates = true }: IntlLocaleDataOptions = {},
): Promise<void> {
  if (!isLocale(lang)) return;
  const [plural, number, dateTime] = await Promise.all([
    import('@formatjs/intl-pluralrules/should-polyfill.js'),
    import('@formatjs/intl-numberformat/should-polyfill.js'),
    dates ? import('@formatjs/intl-datetimeformat/should-polyfill.js') : null,
  ]);
  // Plural rules first: the number format polyfill relies on them.
  if (plural.shouldPolyfill(lang)) {
    await import('@formatjs/intl-pluralrules/polyfill-force.js');
    await pluralRulesData[lang]();
  }
  if (number.shouldPolyfill(lang)) {
    await import('@formatjs/intl-numberformat/polyfill-force.js');
    await numberFormatData[lang]();
  }
  if (dateTime?.shouldPolyfill(lang)) {
    await import('@formatjs/intl-datetimeformat/polyfill-force.js');
    await Promise.all([dateTimeFormatData[lang](), import('@formatjs/intl-datetimeformat/add-golden-tz.js')]);
  }
}
