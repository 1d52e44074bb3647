import type { Locale } from '@donut/i18n';

// 2024-01-01 was a Monday: ISO weekday n is January n.
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

/**
 * The names of the ISO weekdays 1–7 (Monday first) in the page's language, formatted by the loader on the
 * server, where Node has every locale's data: the page then formats no date in the browser and hydrates
 * without the DateTimeFormat polyfill (the site home's `handle.dates`), which Georgian needs in browsers
 * without its ICU data.
 */
export function weekdayNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => format.format(weekdayDate(weekday)));
}
