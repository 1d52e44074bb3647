import type { CustomerEventRow } from './customer-timeline';
import type { CustomerRow } from './customer-identity';

const telegramOf = (row: CustomerRow) =>
  row.telegramUserId === null
    ? null
    : { user_id: String(row.telegramUserId), username: row.telegramUsername };

/** A customer as the owner's GraphQL type `Customer` shows it. */
export function toCustomer(row: CustomerRow) {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: row.language,
    telegram: telegramOf(row),
    source: row.source,
    discount_percent: row.discountPercent,
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  };
}

/** The customer's own record in the cabinet (`CustomerProfile`): nothing of the owner's (tags, notes). */
export function toCustomerProfile(row: CustomerRow) {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: row.language,
    telegram: telegramOf(row),
    discount_percent: row.discountPercent,
  };
}

export function toCustomerEvent(row: CustomerEventRow) {
  const data = row.data ?? {};
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    text: row.text,
    percent: typeof data.percent === 'number' ? data.percent : null,
    previous_percent: typeof data.previous === 'number' ? data.previous : null,
    application_id: typeof data.applicationId === 'string' ? data.applicationId : null,
    application_number: typeof data.number === 'number' ? data.number : null,
    by_owner: row.authorClientId !== null,
  };
}
