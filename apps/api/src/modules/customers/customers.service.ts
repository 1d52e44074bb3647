import { and, arrayContains, asc, desc, eq, gt, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_MAX_TAGS, isUuid, validationMessages, type MessageDescriptor } from '@donut/validation';
import type { Db } from '../../db/database';
import { containing } from '../../db/like';
import {
  customerEvents,
  customerNotifications,
  customers,
  customerSessions,
  serviceApplications,
} from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { Page } from '../../core/pagination';
import { normalizeEmail, normalizePhone } from './customer-contacts';
import { recordNewCustomer, type CustomerRow } from './customer-identity';

export interface CustomerFilterInput {
  source?: 'telegram' | 'web' | 'manual' | null;
  tag?: string | null;
  has_discount?: boolean | null;
  has_telegram?: boolean | null;
}

export interface CustomerSortInput {
  field: 'created_at' | 'name' | 'last_seen_at' | 'discount_percent';
  direction: 'asc' | 'desc';
}

export interface CustomerListQuery {
  search: string | null;
  filter: CustomerFilterInput | null | undefined;
  sort: CustomerSortInput | null | undefined;
}

/** What the owner types in (already checked by customerSchema). */
export interface CustomerFields {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  language: string;
  discount_percent: number;
  tags: string[];
}

const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');

const sortColumns = {
  created_at: customers.createdAt,
  name: customers.name,
  last_seen_at: customers.lastSeenAt,
  discount_percent: customers.discountPercent,
} as const;

/** The WHERE of a project's list: always the project first (its index), then search and filters. */
function listWhere(projectId: string, { search, filter }: CustomerListQuery): SQL | undefined {
  const pattern = search ? containing(search) : null;
  // "@nino" finds the username "nino".
  const username = search ? containing(search.replace(/^@/, '')) : null;
  // A phone is searched by its digits, however the owner types it.
  const digits = search?.replace(/\D/g, '');
  return and(
    eq(customers.projectId, projectId),
    pattern && username
      ? or(
          ilike(customers.name, pattern),
          ilike(customers.email, pattern),
          ilike(customers.telegramUsername, username),
          digits && digits.length >= 3 ? ilike(customers.phone, containing(digits)) : undefined,
        )
      : undefined,
    filter?.source ? eq(customers.source, filter.source) : undefined,
    filter?.tag ? arrayContains(customers.tags, [filter.tag.trim()]) : undefined,
    filter?.has_discount ? gt(customers.discountPercent, 0) : undefined,
    filter?.has_telegram ? isNotNull(customers.telegramUserId) : undefined,
  );
}

function listOrder({ sort }: CustomerListQuery) {
  const column = sortColumns[sort?.field ?? 'created_at'];
  const direction = sort?.direction ?? 'desc';
  // Customers who never came sort last whichever way, as people expect from "last seen".
  const nulls = sql`${column} ${sql.raw(direction === 'asc' ? 'asc' : 'desc')} nulls last`;
  return [nulls, direction === 'asc' ? asc(customers.id) : desc(customers.id)];
}

/** A page of the project's customers with the total that matches. */
export async function listCustomers(db: Db, projectId: string, query: CustomerListQuery, page: Page) {
  const rows = await db
    .select({ customer: customers, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(customers)
    .where(listWhere(projectId, query))
    .orderBy(...listOrder(query))
    .limit(page.limit)
    .offset(page.offset);
  const total =
    rows[0]?.total ??
    (page.offset > 0
      ? (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(customers)
            .where(listWhere(projectId, query))
        )[0].total
      : 0);
  return { rows: rows.map((row) => row.customer), total };
}

/** Every customer the list would show, in its order, up to `max` (the CSV export). */
export async function customersForExport(db: Db, projectId: string, query: CustomerListQuery, max: number) {
  return db
    .select()
    .from(customers)
    .where(listWhere(projectId, query))
    .orderBy(...listOrder(query))
    .limit(max);
}

export async function findCustomer(db: Db, projectId: string, id: string): Promise<CustomerRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.projectId, projectId), eq(customers.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The tags in use, for the filter: distinct, alphabetical, at most 200. */
export async function customerTags(db: Db, projectId: string): Promise<string[]> {
  const tag = sql<string>`unnest(${customers.tags})`;
  const rows = await db
    .selectDistinct({ tag })
    .from(customers)
    .where(eq(customers.projectId, projectId))
    .orderBy(tag)
    .limit(200);
  return rows.map((row) => row.tag);
}

/** Which field a broken unique key is about. */
const takenField: Record<string, [string, MessageDescriptor]> = {
  customers_project_email_key: ['email', validationMessages.customerEmailTaken],
  customers_project_phone_key: ['phone', validationMessages.customerPhoneTaken],
};

/** Runs a write; a phone or e-mail another customer of the project has becomes that field's error. */
export async function withUniqueContacts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const taken = takenField[uniqueViolation(error) ?? ''];
    if (taken) throw invalidInput({ [taken[0]]: taken[1] });
    throw error;
  }
}

const columnsOf = (fields: CustomerFields) => ({
  name: fields.name || null,
  phone: fields.phone ? normalizePhone(fields.phone) : null,
  email: fields.email ? normalizeEmail(fields.email) : null,
  language: fields.language,
  discountPercent: fields.discount_percent,
  tags: [...new Set(fields.tags.map((tag) => tag.trim()))],
});

/** The timeline entry and the customer's notification of a new personal discount. */
async function recordDiscount(
  tx: Db,
  customer: CustomerRow,
  previous: number,
  authorClientId: string,
): Promise<void> {
  if (customer.discountPercent === previous) return;
  await tx.insert(customerEvents).values({
    projectId: customer.projectId,
    customerId: customer.id,
    kind: 'discount_changed',
    data: { percent: customer.discountPercent, previous },
    authorClientId,
  });
  if (customer.discountPercent > 0)
    await tx.insert(customerNotifications).values({
      projectId: customer.projectId,
      customerId: customer.id,
      kind: 'discount',
      params: { percent: customer.discountPercent },
    });
}

export async function createCustomer(
  db: Db,
  projectId: string,
  authorClientId: string,
  fields: CustomerFields,
): Promise<CustomerRow> {
  return withUniqueContacts(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({ projectId, source: 'manual', ...columnsOf(fields) })
        .returning();
      await recordNewCustomer(tx, row);
      await recordDiscount(tx, row, 0, authorClientId);
      return row;
    }),
  );
}

export async function updateCustomer(
  db: Db,
  projectId: string,
  id: string,
  authorClientId: string,
  fields: CustomerFields,
): Promise<CustomerRow> {
  return withUniqueContacts(() =>
    db.transaction(async (tx) => {
      const before = await findCustomer(tx, projectId, id);
      const [row] = await tx
        .update(customers)
        .set({ ...columnsOf(fields), updatedAt: new Date() })
        .where(and(eq(customers.projectId, projectId), eq(customers.id, id)))
        .returning();
      const contactChanged =
        before.name !== row.name ||
        before.phone !== row.phone ||
        before.email !== row.email ||
        before.language !== row.language ||
        before.tags.join('\n') !== row.tags.join('\n');
      if (contactChanged)
        await tx
          .insert(customerEvents)
          .values({ projectId, customerId: id, kind: 'profile_changed', authorClientId });
      await recordDiscount(tx, row, before.discountPercent, authorClientId);
      return row;
    }),
  );
}

export async function deleteCustomer(db: Db, projectId: string, id: string): Promise<void> {
  await findCustomer(db, projectId, id);
  await db.delete(customers).where(and(eq(customers.projectId, projectId), eq(customers.id, id)));
}

/** Both records' tags, the target's spelling first, without case-insensitive repeats, at most 20. */
export function joinTags(first: readonly string[], second: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...first, ...second]
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, CUSTOMER_MAX_TAGS);
}

/**
 * One person in two records becomes one: the target keeps its data and takes the source's where it has
 * none (Telegram included), tags are joined and the larger discount kept; the source's timeline and
 * notifications move over, its sessions end with it. All or nothing; both rows are locked first, so a
 * concurrent merge of the same pair waits and then finds the source gone.
 */
export async function mergeCustomers(
  db: Db,
  projectId: string,
  targetId: string,
  sourceId: string,
  authorClientId: string,
): Promise<CustomerRow> {
  if (targetId === sourceId) throw new DomainError('BAD_USER_INPUT', 'api.customers.merge-same');
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.projectId, projectId),
          or(
            eq(customers.id, isUuid(targetId) ? targetId : projectId),
            eq(customers.id, isUuid(sourceId) ? sourceId : projectId),
          ),
        ),
      )
      .orderBy(asc(customers.id))
      .for('update');
    const target = locked.find((row) => row.id === targetId);
    const source = locked.find((row) => row.id === sourceId);
    if (!target || !source) throw notFound();
    // The source gives up its unique contacts first, so the target can take them.
    await tx
      .delete(customerSessions)
      .where(and(eq(customerSessions.projectId, projectId), eq(customerSessions.subjectId, sourceId)));
    for (const table of [customerEvents, customerNotifications, serviceApplications])
      await tx
        .update(table)
        .set({ customerId: targetId })
        .where(and(eq(table.projectId, projectId), eq(table.customerId, sourceId)));
    await tx.delete(customers).where(eq(customers.id, sourceId));
    const [merged] = await tx
      .update(customers)
      .set({
        name: target.name ?? source.name,
        phone: target.phone ?? source.phone,
        email: target.email ?? source.email,
        telegramUserId: target.telegramUserId ?? source.telegramUserId,
        telegramUsername: target.telegramUserId ? target.telegramUsername : source.telegramUsername,
        discountPercent: Math.max(target.discountPercent, source.discountPercent),
        tags: joinTags(target.tags, source.tags),
        createdAt: target.createdAt < source.createdAt ? target.createdAt : source.createdAt,
        lastSeenAt:
          [target.lastSeenAt, source.lastSeenAt]
            .filter((date): date is Date => Boolean(date))
            .sort((a, b) => b.getTime() - a.getTime())[0] ?? null,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, targetId))
      .returning();
    await tx.insert(customerEvents).values({
      projectId,
      customerId: targetId,
      kind: 'merged',
      text: source.name ?? source.email ?? source.phone ?? source.telegramUsername,
      authorClientId,
    });
    return merged;
  });
}
