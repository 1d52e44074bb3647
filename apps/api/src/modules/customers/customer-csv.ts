import type { Locale } from '@donut/i18n';
import { translate } from '../../i18n/translate';
import { csvDocument } from '../../core/csv';
import type { CustomerRow } from './customer-identity';

const date = (value: Date | null, timezone: string) =>
  value
    ? new Intl.DateTimeFormat('sv-SE', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).format(value)
    : null;

/** The customers as CSV in the owner's language, dates in the project's zone; a BOM so Excel reads UTF-8. */
export function customersCsv(rows: readonly CustomerRow[], locale: Locale, timezone: string): string {
  const header = (
    [
      'name',
      'phone',
      'email',
      'telegram',
      'language',
      'source',
      'discount',
      'tags',
      'created',
      'last-seen',
    ] as const
  ).map((column) => translate(locale, `api.customers.csv.${column}`));
  const lines = rows.map((row) => [
    row.name,
    row.phone,
    row.email,
    row.telegramUsername
      ? `@${row.telegramUsername}`
      : row.telegramUserId
        ? String(row.telegramUserId)
        : null,
    row.language,
    translate(locale, `api.customers.source.${row.source}`),
    row.discountPercent,
    row.tags.join(', '),
    date(row.createdAt, timezone),
    date(row.lastSeenAt, timezone),
  ]);
  return csvDocument([header, ...lines]);
}
