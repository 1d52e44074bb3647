import { eq } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { rates, subscriptions } from '../../db/schema';
import { toRateView } from '../rates/rates.service';
import { BILLING_CURRENCY } from './money';
import { remainingTrialEnd } from './trial';
import { businessClock } from '../../clock';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type RateRow = typeof rates.$inferSelect;

/** The owner's subscription with its plan; every owner has one from sign-up (ADR 0010). */
export async function loadSubscription(db: Db, clientId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ subscription: subscriptions, rate: rates })
    .from(subscriptions)
    .innerJoin(rates, eq(rates.id, subscriptions.rateId))
    .where(eq(subscriptions.clientId, clientId));
  const [row] = options.forUpdate ? await query.for('update', { of: subscriptions }) : await query;
  if (!row) throw new Error(`Owner ${clientId} has no subscription`);
  return row;
}

/** Whether the CRM is open: a trial or a paid period that has not ended. */
export function isSubscriptionActive(
  subscription: Pick<SubscriptionRow, 'status' | 'periodEnd'>,
  now: Date = businessClock.now(),
): boolean {
  return subscription.status !== 'expired' && subscription.periodEnd.getTime() > now.getTime();
}

/** Spec-facing Subscription in the reader's language. */
export function toSubscriptionView(
  row: { subscription: SubscriptionRow; rate: RateRow },
  locale: Locale,
  now: Date = businessClock.now(),
) {
  const { subscription } = row;
  const trialEnd = remainingTrialEnd(subscription, now);
  return {
    rate: toRateView(row.rate, locale),
    status: subscription.status,
    billing_period: subscription.billingPeriod,
    period_start: subscription.periodStart.toISOString(),
    period_end: subscription.periodEnd.toISOString(),
    trial_end: trialEnd?.toISOString() ?? null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    credit_minor: subscription.creditMinor,
    currency: BILLING_CURRENCY,
    is_active: isSubscriptionActive(subscription, now),
  };
}
