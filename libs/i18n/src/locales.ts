/** Every locale the product speaks, in the order the language switcher lists them. */
export const SUPPORTED_LOCALES = ['ru', 'en', 'ka'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The locale of a visitor about whom nothing is known. */
export const DEFAULT_LOCALE: Locale = 'ru';

/** The catalog that fills a message missing from the visitor's locale. */
export const FALLBACK_LOCALE: Locale = 'en';

/** Cookie that remembers the visitor's choice of language (spec §3, §9). */
export const LOCALE_COOKIE = 'donut-locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** Native names, shown in the language switcher whatever the current locale is. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  ru: 'Русский',
  en: 'English',
  ka: 'ქართული',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
