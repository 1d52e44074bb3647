import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '@donut/i18n';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

export type ApiMessageId = keyof typeof en;

const catalogs: Record<Locale, Record<string, string>> = { ru, en, ka };
/** Parsed once per locale and id: formatting a parsed message is cheap, parsing is not. */
const formats = new Map<string, IntlMessageFormat>();

/**
 * The API's own texts (errors, notifications, mails) in the request language, English filling any gap.
 * Messages are ICU: `{count, plural, one {...} few {...} many {...} other {...}}` gives Russian its
 * three forms and Georgian its one.
 */
export function translate(locale: Locale, id: ApiMessageId, values: Record<string, string | number> = {}): string {
  const key = `${locale}:${id}`;
  let format = formats.get(key);
  if (!format) {
    const own = catalogs[locale][id];
    format = new IntlMessageFormat(own ?? en[id], own === undefined ? 'en' : locale);
    formats.set(key, format);
  }
  return String(format.format(values));
}
