import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderHistory, orderItems, orders, type OrderStatus, type PaymentStatus } from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import { recordDomainEvent } from '../events/record-event';
import { returnStock } from './order-lines';

/**
 * Where an order may go from each status: forward along new → confirmed → sent or ready for pickup → completed
 * (a step may be skipped: a shop that hands an order over at once completes it), and to cancelled from anything
 * not yet completed. Completed and cancelled are final.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'sent', 'ready_for_pickup', 'completed', 'cancelled'],
  confirmed: ['sent', 'ready_for_pickup', 'completed', 'cancelled'],
  sent: ['completed', 'cancelled'],
  ready_for_pickup: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The statuses an order may be in to move to `to`. */
export const statusesBefore = (to: OrderStatus): OrderStatus[] =>
  (Object.keys(NEXT) as OrderStatus[]).filter((from) => NEXT[from].includes(to));

const PAYMENT_NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['paid'],
  paid: ['refunded', 'unpaid'],
  refunded: [],
};

interface Move {
  projectId: string;
  id: string;
  to: OrderStatus;
  authorClientId: string | null;
  /** The expiry job's cancel: only while the order is still unpaid, so a payment landing meanwhile wins. */
  onlyIfUnpaid?: boolean;
}

async function currentStatus(db: Db, projectId: string, id: string) {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), eq(orders.id, id)));
  return row?.status ?? null;
}

/**
 * Moves an order to a status in one conditional update: of two moves racing on one order (a cancel and a complete),
 * the database lets one through and the other finds the order already moved (CONFLICT). A cancel gives the
 * stock back in the same transaction; cancelled being final, that happens once (`stock_returned_at` records when).
 * Writes the history entry and the `order.status_changed` event with it. Answers false when `onlyIfUnpaid` and the order was paid.
 */
export async function moveOrder(db: Db, move: Move): Promise<boolean> {
  const { projectId, id, to } = move;
  const isCancel = to === 'cancelled';
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: new Date(),
        // Cancelled is final, so the cancel that gets through is the only one: it gives the stock back.
        ...(isCancel ? { stockReturnedAt: new Date() } : {}),
      })
      .where(
        and(
          eq(orders.projectId, projectId),
          eq(orders.id, id),
          inArray(orders.status, statusesBefore(to)),
          move.onlyIfUnpaid ? eq(orders.paymentStatus, 'unpaid') : undefined,
        ),
      )
      .returning({ number: orders.number });
    if (!moved) {
      if (move.onlyIfUnpaid) return false;
      const status = await currentStatus(tx, projectId, id);
      if (!status) throw new DomainError('NOT_FOUND', 'api.error.not-found');
      throw new DomainError('CONFLICT', 'api.orders.status-conflict', { status });
    }
    if (isCancel) {
      const lines = await tx
        .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.projectId, projectId), eq(orderItems.orderId, id)));
      await returnStock(tx, projectId, lines);
    }
    await tx.insert(orderHistory).values({
      projectId,
      orderId: id,
      kind: 'status',
      status: to,
      authorClientId: move.authorClientId,
    });
    await recordDomainEvent(tx, {
      projectId,
      kind: 'order.status_changed',
      subjectId: id,
      payload: { number: moved.number, status: to },
    });
    return true;
  });
}

/** Marks an order paid, refunded or unpaid again, by the same conditional rule as its status. */
export async function setPaymentStatus(
  db: Db,
  projectId: string,
  id: string,
  to: PaymentStatus,
  authorClientId: string | null,
): Promise<void> {
  const from = (Object.keys(PAYMENT_NEXT) as PaymentStatus[]).filter((status) =>
    PAYMENT_NEXT[status].includes(to),
  );
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ paymentStatus: to, updatedAt: new Date() })
      .where(and(eq(orders.projectId, projectId), eq(orders.id, id), inArray(orders.paymentStatus, from)))
      .returning({ id: orders.id });
    if (!moved) {
      const status = await currentStatus(tx, projectId, id);
      if (!status) throw new DomainError('NOT_FOUND', 'api.error.not-found');
      throw new DomainError('CONFLICT', 'api.orders.status-conflict', { status: 'other' });
    }
    await tx
      .insert(orderHistory)
      .values({ projectId, orderId: id, kind: 'payment', status: to, authorClientId });
  });
}

/** The unpaid online orders whose payment window has passed, a batch at a time, oldest first. */
export async function overdueOrders(db: Db, now: Date, limit = 100) {
  return db
    .select({ projectId: orders.projectId, id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'new'),
        eq(orders.paymentStatus, 'unpaid'),
        lt(orders.payBy, now),
        isNull(orders.stockReturnedAt),
      ),
    )
    .orderBy(orders.payBy)
    .limit(limit);
}

/** Cancels the overdue unpaid online orders, each exactly once however many instances run the job. */
export async function cancelOverdueOrders(db: Db, now: Date): Promise<number> {
  let cancelled = 0;
  for (const order of await overdueOrders(db, now))
    if (await moveOrder(db, { ...order, to: 'cancelled', authorClientId: null, onlyIfUnpaid: true }))
      cancelled++;
  return cancelled;
}
