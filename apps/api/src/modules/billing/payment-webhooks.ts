import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentEvents, payments, rates, subscriptions } from '../../db/schema';
import { notify } from '../notifications/notifications.service';
import type { PaymentEvent } from './payment-provider';
import { applyPlanChange } from './plan-change.service';
import { paidPeriodStart } from './proration';
import { remainingTrialEnd } from './trial';
import { businessClock } from '../../clock';
import { applyOrderPaymentEvent } from '../orders/order-payments.service';

export type EventOutcome =
  'applied' | 'duplicate' | 'stale' | 'unknown-payment' | 'amount-mismatch' | 'credited' | 'paid-twice';

/**
 * Applies one verified provider event, exactly once, in one transaction:
 * - the event id is recorded first, so a redelivery finds it and changes nothing;
 * - a success always wins and is final; a failure or cancellation older than the newest event applied
 *   (an out-of-order delivery) changes nothing;
 * - a success whose quote no longer matches the subscription (another change landed first) keeps the
 *   money as account credit instead of applying a stale change (ADR 0011);
 * - a payment that is not a plan's is a shop order's (order-payments.service.ts), applied by the same rules.
 */
export async function processPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  now: Date = businessClock.now(),
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.id,
        type: event.type,
        providerPaymentId: event.providerPaymentId,
        payload: event.payload,
        outcome: 'received',
        createdAt: event.createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded.length) return 'duplicate';
    const outcome = await apply(tx, provider, event, now);
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, recorded[0].id));
    return outcome;
  });
}

async function apply(tx: Db, provider: string, event: PaymentEvent, now: Date): Promise<EventOutcome> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, event.providerPaymentId)))
    .for('update');
  if (!payment) return (await applyOrderPaymentEvent(tx, provider, event, now)) ?? 'unknown-payment';
  if (event.amountMinor !== payment.amountMinor || event.currency !== payment.currency)
    return 'amount-mismatch';
  if (payment.status === 'succeeded' || payment.status === 'canceled') return 'stale';
  if (payment.lastEventAt && event.createdAt < payment.lastEventAt && event.type !== 'payment.succeeded')
    return 'stale';

  if (event.type === 'payment.failed') {
    await tx
      .update(payments)
      .set({ status: 'failed', lastEventAt: event.createdAt })
      .where(eq(payments.id, payment.id));
    await notify(tx, { clientId: payment.clientId, kind: 'payment-failed' });
    return 'applied';
  }
  if (event.type === 'payment.canceled') {
    await tx
      .update(payments)
      .set({ status: 'canceled', lastEventAt: event.createdAt })
      .where(eq(payments.id, payment.id));
    return 'applied';
  }

  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.clientId, payment.clientId))
    .for('update');
  const quoteStillHolds =
    subscription.rateId === payment.quotedState.rateId &&
    subscription.status === payment.quotedState.status &&
    subscription.periodEnd.toISOString() === payment.quotedState.periodEnd;
  const [rate] = await tx.select().from(rates).where(eq(rates.id, payment.rateId));
  if (quoteStillHolds) {
    await applyPlanChange(tx, payment.clientId, {
      rate,
      period: payment.billingPeriod,
      priceMinor: payment.priceMinor,
      carriedCreditMinor: payment.carriedCreditMinor,
      // Judged at the payment, not the quote: a trial that ran out in between leaves no days to keep.
      periodStart: paidPeriodStart(now, remainingTrialEnd(subscription, now)),
      now,
    });
  } else {
    await tx
      .update(subscriptions)
      .set({ creditMinor: subscription.creditMinor + payment.amountMinor, updatedAt: now })
      .where(eq(subscriptions.clientId, payment.clientId));
  }
  const [current] = await tx
    .select({ periodStart: subscriptions.periodStart, periodEnd: subscriptions.periodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.clientId, payment.clientId));
  await tx
    .update(payments)
    .set({
      status: 'succeeded',
      paidAt: now,
      lastEventAt: event.createdAt,
      periodStart: current.periodStart,
      periodEnd: current.periodEnd,
    })
    .where(eq(payments.id, payment.id));
  return quoteStillHolds ? 'applied' : 'credited';
}
