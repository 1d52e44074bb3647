import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '@donut/i18n';
import { validationCatalogs, type MessageDescriptor } from '@donut/validation';

const cache = new Map<string, IntlMessageFormat>();

/** A shared validation message in the request language (ICU plurals and selects included). */
export function formatDescriptor(locale: Locale, descriptor: MessageDescriptor): string {
  const key = `${locale}:${descriptor.id}`;
  let format = cache.get(key);
  if (!format) {
    const catalog = validationCatalogs[locale] as Record<string, string>;
    format = new IntlMessageFormat(catalog[descriptor.id] ?? descriptor.defaultMessage, locale);
    cache.set(key, format);
  }
  return String(format.format(descriptor.values ?? {}));
}

export function formatFields(
  locale: Locale,
  fields: Record<string, MessageDescriptor>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, descriptor]) => [name, formatDescriptor(locale, descriptor)]),
  );
}
