import { and, asc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { orderHistory, orderItems, orders } from '../../db/schema';
import { DomainError } from '../../core/domain-error';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
export interface FullOrder extends OrderRow {
  items: OrderItemRow[];
  history: OrderHistoryRow[];
}

const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');

/** The orders with their lines (and, for the owner's card, their history), in two or three queries in all. */
export async function withLines(
  db: Db,
  projectId: string,
  rows: OrderRow[],
  withHistory = false,
): Promise<FullOrder[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [items, history] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.projectId, projectId), inArray(orderItems.orderId, ids)))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    withHistory
      ? db
          .select()
          .from(orderHistory)
          .where(and(eq(orderHistory.projectId, projectId), inArray(orderHistory.orderId, ids)))
          .orderBy(asc(orderHistory.seq))
      : Promise.resolve([] as OrderHistoryRow[]),
  ]);
  const byOrder = <T extends { orderId: string }>(list: T[]) => {
    const grouped = new Map<string, T[]>();
    for (const entry of list) {
      const group = grouped.get(entry.orderId);
      if (group) group.push(entry);
      else grouped.set(entry.orderId, [entry]);
    }
    return grouped;
  };
  const itemsOf = byOrder(items);
  const historyOf = byOrder(history);
  return rows.map((row) => ({
    ...row,
    items: itemsOf.get(row.id) ?? [],
    history: historyOf.get(row.id) ?? [],
  }));
}

/** One order of the project; `customerId` narrows it to that customer's own. Anything else is NOT_FOUND. */
export async function findOrder(
  db: Db,
  projectId: string,
  id: string,
  options: { customerId?: string; withHistory?: boolean } = {},
): Promise<FullOrder> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.projectId, projectId),
        eq(orders.id, id),
        options.customerId ? eq(orders.customerId, options.customerId) : undefined,
      ),
    );
  if (!row) throw notFound();
  const [order] = await withLines(db, projectId, [row], options.withHistory);
  return order;
}

/** The order a checkout with this key already placed, if any. */
export async function orderByKey(db: Db, projectId: string, idempotencyKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), eq(orders.idempotencyKey, idempotencyKey)));
  return row?.id ?? null;
}
