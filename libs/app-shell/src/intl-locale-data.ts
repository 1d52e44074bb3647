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
 * Some browsers ship without a locale's ICU data (Debian's Chromium has no Georgian), which would
 * format numbers and plurals differently from the server and break hydration. Loads the
 * FormatJS polyfills only for those browsers and only for the page's locale (Intl.PluralRules,
 * NumberFormat and DateTimeFormat, the three react-intl needs).
 */
export async function ensureIntlLocaleData(lang: string): Promise<void> {
  if (!isLocale(lang)) return;
  const [plural, number, dateTime] = await Promise.all([
    import('@formatjs/intl-pluralrules/should-polyfill.js'),
    import('@formatjs/intl-numberformat/should-polyfill.js'),
    import('@formatjs/intl-datetimeformat/should-polyfill.js'),
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
  if (dateTime.shouldPolyfill(lang)) {
    await import('@formatjs/intl-datetimeformat/polyfill-force.js');
    await Promise.all([dateTimeFormatData[lang](), import('@formatjs/intl-datetimeformat/add-golden-tz.js')]);
  }
}
