import { DEFAULT_LOCALE, isLocale, type Locale } from '@donut/i18n';

/** X-Language may carry a locale ("ka") or a browser tag ("ka-GE"); anything else answers in ru. */
export function localeFromHeader(value: string | string[] | undefined): Locale {
  const tag = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(tag) ? tag : DEFAULT_LOCALE;
}

/** X-Timezone is used for dates only when it is a zone this runtime knows. */
export function timezoneFromHeader(value: string | string[] | undefined): string | null {
  const zone = Array.isArray(value) ? value[0] : value;
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
