import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { customerEvents, customerNotifications } from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import type { Page } from '../../core/pagination';
import { translate, type ApiMessageId } from '../../i18n/translate';
import { formatMinorAmount } from '../reference/format-money';

export type CustomerEventRow = typeof customerEvents.$inferSelect;
type NotificationRow = typeof customerNotifications.$inferSelect;

/** A customer's timeline, newest first, with the total. */
export async function listCustomerEvents(db: Db, projectId: string, customerId: string, page: Page) {
  const where = and(eq(customerEvents.projectId, projectId), eq(customerEvents.customerId, customerId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(customerEvents)
      .where(where)
      .orderBy(desc(customerEvents.createdAt), desc(customerEvents.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(customerEvents).where(where),
  ]);
  return { rows, total };
}

export async function addCustomerNote(
  db: Db,
  projectId: string,
  customerId: string,
  authorClientId: string,
  text: string,
): Promise<CustomerEventRow> {
  const [row] = await db
    .insert(customerEvents)
    .values({ projectId, customerId, kind: 'note', text, authorClientId })
    .returning();
  return row;
}

/** Only notes can be deleted: the rest of the timeline is what happened. */
export async function deleteCustomerNote(db: Db, projectId: string, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await db
        .delete(customerEvents)
        .where(
          and(
            eq(customerEvents.projectId, projectId),
            eq(customerEvents.id, id),
            eq(customerEvents.kind, 'note'),
          ),
        )
        .returning({ id: customerEvents.id })
    : [];
  if (!deleted.length) throw new DomainError('NOT_FOUND', 'api.error.not-found');
}

const NOTIFICATION_TEXTS = {
  discount: ['api.customers.notification.discount-title', 'api.customers.notification.discount-body'],
  welcome: ['api.customers.notification.welcome-title', 'api.customers.notification.welcome-body'],
  'application-status': [
    'api.customers.notification.application-status-title',
    'api.customers.notification.application-status-body',
  ],
  'order-status': [
    'api.customers.notification.order-status-title',
    'api.customers.notification.order-status-body',
  ],
} as const satisfies Record<NotificationRow['kind'], readonly [ApiMessageId, ApiMessageId]>;

/**
 * A notification in the reader's language: its words are chosen when read, from its kind and values (an amount
 * kept in minor units, `total_minor` with `currency`, is written in the reader's number format).
 */
export function renderNotification(locale: Locale, row: NotificationRow, projectName: string) {
  const { total_minor: totalMinor, currency } = row.params;
  const values = {
    project: projectName,
    ...row.params,
    ...(typeof totalMinor === 'number' && typeof currency === 'string'
      ? { total: formatMinorAmount(totalMinor, currency, locale) }
      : {}),
  };
  const [title, body] = NOTIFICATION_TEXTS[row.kind];
  return {
    id: row.id,
    title: translate(locale, title, values),
    body: translate(locale, body, values),
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function listCustomerNotifications(
  db: Db,
  customer: { projectId: string; customerId: string },
  page: Page,
) {
  const mine = and(
    eq(customerNotifications.projectId, customer.projectId),
    eq(customerNotifications.customerId, customer.customerId),
  );
  const [rows, [{ total, unread }]] = await Promise.all([
    db
      .select()
      .from(customerNotifications)
      .where(mine)
      .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${customerNotifications.readAt} is null)`.mapWith(Number),
      })
      .from(customerNotifications)
      .where(mine),
  ]);
  return { rows, total, unread };
}

/** Marks the customer's own notifications read (all of them for an empty list); answers how many changed. */
export async function readCustomerNotifications(
  db: Db,
  customer: { projectId: string; customerId: string },
  ids: readonly string[],
): Promise<number> {
  if (ids.length > 250) throw new DomainError('BAD_USER_INPUT', 'api.error.limit-out-of-range', { max: 250 });
  const wanted = ids.filter(isUuid);
  if (ids.length && !wanted.length) return 0;
  const changed = await db
    .update(customerNotifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(customerNotifications.projectId, customer.projectId),
        eq(customerNotifications.customerId, customer.customerId),
        isNull(customerNotifications.readAt),
        wanted.length ? inArray(customerNotifications.id, wanted) : undefined,
      ),
    )
    .returning({ id: customerNotifications.id });
  return changed.length;
}
