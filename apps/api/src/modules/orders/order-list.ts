import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { containing } from '../../db/like';
import { orders, ORDER_STATUSES, type OrderStatus } from '../../db/schema';
import { filterInstant } from '../../core/filter-instant';
import type { Page } from '../../core/pagination';

export interface OrderListQuery {
  search: string | null;
  filter?: {
    status?: OrderStatus | null;
    delivery_kind?: string | null;
    customer_id?: string | null;
    created_from?: unknown;
    created_to?: unknown;
  } | null;
}

/** A search: `#12` or `12` finds the number; text the contact's name, e-mail or phone digits. */
function searchWhere(search: string): SQL | undefined {
  const number = /^#?(\d{1,9})$/.exec(search)?.[1];
  const digits = search.replace(/\D/g, '');
  return or(
    number ? eq(orders.number, Number(number)) : undefined,
    ilike(orders.contactName, containing(search)),
    ilike(orders.contactEmail, containing(search)),
    digits.length >= 3 ? ilike(orders.contactPhone, containing(digits)) : undefined,
  );
}

function listWhere(projectId: string, { search, filter }: OrderListQuery): SQL | undefined {
  const from = filterInstant(filter?.created_from, 'filter.created_from');
  const to = filterInstant(filter?.created_to, 'filter.created_to');
  const customerId = filter?.customer_id;
  return and(
    eq(orders.projectId, projectId),
    search ? searchWhere(search) : undefined,
    filter?.status ? eq(orders.status, filter.status) : undefined,
    filter?.delivery_kind ? sql`${orders.delivery} ->> 'kind' = ${filter.delivery_kind}` : undefined,
    // An id that is not one matches nothing rather than failing the cast.
    customerId ? eq(orders.customerId, isUuid(customerId) ? customerId : projectId) : undefined,
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, to) : undefined,
  );
}

/** A page of the project's orders, newest first, with the total that matches. */
export async function listOrders(db: Db, projectId: string, query: OrderListQuery, page: Page) {
  const where = listWhere(projectId, query);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(page.limit)
    .offset(page.offset);
  const isWhole = page.offset === 0 && rows.length < page.limit;
  return { rows, total: isWhole ? rows.length : await db.$count(orders, where) };
}

/** A customer's own orders of the project, newest first. */
export async function listCustomerOrders(db: Db, projectId: string, customerId: string, page: Page) {
  return listOrders(db, projectId, { search: null, filter: { customer_id: customerId } }, page);
}

/** How many of the project's orders are in each status, every status listed. */
export async function orderCounts(db: Db, projectId: string) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.projectId, projectId))
    .groupBy(orders.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.n]));
  return ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}
