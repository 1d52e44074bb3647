import type { DeliveryKind, OrderStatus, PaymentMethod, PaymentStatus } from '@donut/graphql';

/**
 * How far along each status is (ADR 0036): new → confirmed → sent or ready for pickup → completed. A move goes
 * forward, a step may be skipped; cancelled is reached from anything before completed; completed and cancelled
 * are final. The API checks the same rule and answers CONFLICT when the order moved meanwhile.
 */
const STEP: Record<Exclude<OrderStatus, 'cancelled'>, number> = {
  new: 0,
  confirmed: 1,
  sent: 2,
  ready_for_pickup: 2,
  completed: 3,
};

/** The hand-over step that fits the delivery: a pickup is made ready, a courier or post order is sent. */
const handOver = (kind: DeliveryKind): OrderStatus => (kind === 'pickup' ? 'ready_for_pickup' : 'sent');

/** The statuses the card offers from `status` for an order delivered as `kind`, in the order they come. */
export function orderMoves(status: OrderStatus, kind: DeliveryKind): OrderStatus[] {
  if (status === 'cancelled' || status === 'completed') return [];
  const moves = (['confirmed', handOver(kind), 'completed'] as const).filter(
    (next) => STEP[next as keyof typeof STEP] > STEP[status],
  );
  return [...moves, 'cancelled'];
}

/** "Mark as paid": an unpaid order the customer pays on receipt (online payments are marked by the provider). */
export const canMarkPaid = (order: {
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
}) => order.payment_status === 'unpaid' && order.payment_method !== 'online' && order.status !== 'cancelled';
