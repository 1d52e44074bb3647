import { localeCookie, type Locale } from '@donut/i18n';

/** Keeps the visitor's choice of language for unprefixed paths (spec §2 resolution order). */
export function rememberLocale(locale: Locale) {
  document.cookie = localeCookie(locale);
}
