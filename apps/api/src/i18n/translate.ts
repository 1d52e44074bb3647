import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '@donut/i18n';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

export type ApiMessageId = keyof typeof en;

const catalogs: Record<Locale, Record<string, string>> = { ru, en, ka };
/** Parsed once per locale and message: formatting a parsed message is cheap, parsing is not. */
const formats = new Map<string, IntlMessageFormat>();

/**
 * An ICU message in a locale with its values: the one way the API fills a text (catalog messages and
 * the mails' own copy alike), so plurals and selects work everywhere.
 */
export function formatMessage(
  locale: Locale,
  message: string,
  values: Record<string, string | number> = {},
): string {
  const key = `${locale}\u0000${message}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    formats.set(key, format);
  }
  return String(format.format(values));
}

/**
 * The API's own texts (errors, notifications, mails) in the request language, English filling any gap.
 * Messages are ICU: `{count, plural, one {...} few {...} many {...} other {...}}` gives Russian its
 * three forms and Georgian its one.
 */
export function translate(
  locale: Locale,
  id: ApiMessageId,
  values: Record<string, string | number> = {},
): string {
  const own = catalogs[locale][id];
  return own === undefined ? formatMessage('en', en[id], values) : formatMessage(locale, own, values);
}
