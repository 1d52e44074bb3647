import { and, eq } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { orderHistory, orderPayments, orders, type OrderPaymentStatus } from '../../db/schema';
import type { Platform } from '../../core/platform';
import { DomainError } from '../../core/domain-error';
import { translate } from '../../i18n/translate';
import type { PaymentEvent, PaymentProvider } from '../billing/payment-provider';
import { recordDomainEvent } from '../events/record-event';
import { publicShopSite } from './shop-site';

/** At most 20 checkouts opened per IP address in 10 minutes: retries after a declined card, not a flood. */
export const PAY_ORDER_LIMIT = { name: 'pay-order', points: 20, durationSeconds: 600 };

type OrderRow = typeof orders.$inferSelect;

/** Whether a checkout may open for the order now: online, new, unpaid, within its window, in a currency. */
export const canPayOnline = (order: OrderRow, now: Date) =>
  order.paymentMethod === 'online' &&
  order.currency !== '' &&
  order.status === 'new' &&
  order.paymentStatus === 'unpaid' &&
  order.payBy !== null &&
  order.payBy > now;

/** The order of the published shop of `domain`, by its id: a payment link's capability, nothing more. */
async function shopOrder(db: Db, domain: string, orderId: string) {
  const found = await publicShopSite(db, domain, null);
  if (!found || !isUuid(orderId)) throw new DomainError('NOT_FOUND', 'api.error.not-found');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.projectId, found.project.id), eq(orders.id, orderId)));
  if (!order) throw new DomainError('NOT_FOUND', 'api.error.not-found');
  return { order, project: found.project };
}

/** What the site's return page shows of an order's payment (no contact data). */
export async function orderPaymentState(db: Db, domain: string, orderId: string, now = new Date()) {
  const { order } = await shopOrder(db, domain, orderId);
  return {
    order_id: order.id,
    number: order.number,
    status: order.status,
    payment_status: order.paymentStatus,
    total_minor: order.totalMinor,
    currency: order.currency,
    pay_by: order.payBy?.toISOString() ?? null,
    can_pay: canPayOnline(order, now),
  };
}

type PayDeps = Pick<Platform, 'db' | 'limiters' | 'links'> & { provider: PaymentProvider };

/**
 * PayOrder: opens the provider's hosted checkout for the order's total, in the order's language, returning the
 * payer to the site's checkout page; the attempt is recorded so the provider's webhook finds its order. A paid,
 * cancelled or expired order is refused (CONFLICT) before anything is opened.
 */
export async function payOrder(deps: PayDeps, request: { domain: string; orderId: string; ip: string }) {
  const { order, project } = await shopOrder(deps.db, request.domain, request.orderId);
  if (order.paymentStatus !== 'unpaid') throw new DomainError('CONFLICT', 'api.orders.already-paid');
  if (!canPayOnline(order, new Date())) throw new DomainError('CONFLICT', 'api.orders.payment-closed');
  const admission = await deps.limiters.take(PAY_ORDER_LIMIT, request.ip);
  if (!admission.allowed)
    throw new DomainError('RATE_LIMITED', 'api.orders.pay-rate-limited', {
      seconds: admission.retryAfterSeconds,
    });

  const locale = order.language as Locale;
  const checkout = await deps.provider.createCheckout({
    amountMinor: order.totalMinor,
    currency: order.currency,
    description: translate(locale, 'api.orders.payment-description', {
      number: order.number,
      project: project.name,
    }),
    locale,
    returnUrl: returnUrl(deps.links, project.domain, locale, order.id),
  });
  await deps.db.insert(orderPayments).values({
    projectId: order.projectId,
    orderId: order.id,
    provider: deps.provider.name,
    providerPaymentId: checkout.providerPaymentId,
    amountMinor: order.totalMinor,
    currency: order.currency,
  });
  return { url: checkout.url };
}

/** The site's checkout page, which shows the order's payment when `order` is in its address. */
const returnUrl = (links: LinkBuilder, domain: string, locale: Locale, orderId: string) =>
  links.route('client-view', 'checkout', {}, { project: domain, locale, query: { order: orderId } });

export type OrderPaymentOutcome = 'applied' | 'stale' | 'amount-mismatch' | 'paid-twice';

const FINAL: readonly OrderPaymentStatus[] = ['succeeded', 'canceled'];

/**
 * Applies a verified provider event to the order payment it names, inside the webhook's transaction (which
 * already recorded the event id once); null when the payment is not an order's. A success marks the order paid
 * by one conditional update, which the expiry job's cancel (conditional on unpaid) cannot interleave with: the
 * order is either paid or cancelled first. A success on an order already cancelled still marks it paid, so the
 * owner sees a payment to refund; a second success on a paid order is recorded and reported, never applied twice.
 */
export async function applyOrderPaymentEvent(
  tx: Db,
  provider: string,
  event: PaymentEvent,
  now = new Date(),
): Promise<OrderPaymentOutcome | null> {
  const [payment] = await tx
    .select()
    .from(orderPayments)
    .where(
      and(eq(orderPayments.provider, provider), eq(orderPayments.providerPaymentId, event.providerPaymentId)),
    )
    .for('update');
  if (!payment) return null;
  if (event.amountMinor !== payment.amountMinor || event.currency !== payment.currency)
    return 'amount-mismatch';
  if (FINAL.includes(payment.status)) return 'stale';
  if (payment.lastEventAt && event.createdAt < payment.lastEventAt && event.type !== 'payment.succeeded')
    return 'stale';

  const isSuccess = event.type === 'payment.succeeded';
  await tx
    .update(orderPayments)
    .set({
      status: isSuccess ? 'succeeded' : event.type === 'payment.failed' ? 'failed' : 'canceled',
      lastEventAt: event.createdAt,
      ...(isSuccess ? { paidAt: now } : {}),
    })
    .where(and(eq(orderPayments.projectId, payment.projectId), eq(orderPayments.id, payment.id)));
  if (!isSuccess) return 'applied';

  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', updatedAt: now })
    .where(
      and(
        eq(orders.projectId, payment.projectId),
        eq(orders.id, payment.orderId),
        eq(orders.paymentStatus, 'unpaid'),
      ),
    )
    .returning({ number: orders.number, status: orders.status });
  if (!paid) return 'paid-twice';
  await tx
    .insert(orderHistory)
    .values({ projectId: payment.projectId, orderId: payment.orderId, kind: 'payment', status: 'paid' });
  await recordDomainEvent(tx, {
    projectId: payment.projectId,
    kind: 'order.paid',
    subjectId: payment.orderId,
    payload: { number: paid.number, status: paid.status },
  });
  return 'applied';
}
