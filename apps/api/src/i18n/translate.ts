import type { Locale } from '@donut/i18n';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

export type ApiMessageId = keyof typeof en;

const catalogs: Record<Locale, Record<string, string>> = { ru, en, ka };

/** The API's own texts (errors) in the request language, English filling any gap. */
export function translate(locale: Locale, id: ApiMessageId, values: Record<string, string | number> = {}): string {
  const template = catalogs[locale][id] ?? en[id];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
