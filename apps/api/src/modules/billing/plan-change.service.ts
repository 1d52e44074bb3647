import { eq } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';
import type { Db } from '../../db/database';
import { payments, rates, subscriptions } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { notify } from '../notifications/notifications.service';
import { periodEnd, quotePlanChange, type PlanChangeQuote } from './proration';
import { remainingTrialEnd } from './trial';
import { BILLING_CURRENCY, ratePriceMinor, type BillingPeriod } from './money';
import type { PaymentProvider } from './payment-provider';
import {
  isSubscriptionActive,
  loadSubscription,
  type RateRow,
  type SubscriptionRow,
} from './subscription.service';
import { businessClock } from '../../clock';

/** Why a plan change cannot be quoted; the resolvers turn each into a localized error. */
export class PlanChangeRefused extends Error {
  constructor(readonly reason: 'unknown-rate' | 'on-request' | 'already-on-plan') {
    super(reason);
  }
}

export interface Quote extends PlanChangeQuote {
  rate: RateRow;
  period: BillingPeriod;
  priceMinor: number;
  subscription: SubscriptionRow;
  /** The trial days the owner keeps: the paid period starts at their end; null when none are left. */
  trialEnd: Date | null;
}

/** What switching `clientId` to a plan and period costs at `now` (ADR 0011). */
export async function quoteFor(
  db: Db,
  clientId: string,
  rateId: number,
  period: BillingPeriod,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<Quote> {
  const [rate] = Number.isSafeInteger(rateId)
    ? await db.select().from(rates).where(eq(rates.id, rateId))
    : [];
  if (!rate) throw new PlanChangeRefused('unknown-rate');
  const priceMinor = ratePriceMinor(rate, period);
  if (priceMinor === null) throw new PlanChangeRefused('on-request');
  const { subscription } = await loadSubscription(db, clientId, options);
  const paidAndRunning = subscription.status === 'active' && isSubscriptionActive(subscription, now);
  if (paidAndRunning && subscription.rateId === rate.id && subscription.billingPeriod === period)
    throw new PlanChangeRefused('already-on-plan');
  const trialEnd = remainingTrialEnd(subscription, now);
  const quote = quotePlanChange({
    current: paidAndRunning
      ? {
          paidMinor: subscription.periodPriceMinor,
          start: subscription.periodStart,
          end: subscription.periodEnd,
        }
      : null,
    accountCreditMinor: subscription.creditMinor,
    newPriceMinor: priceMinor,
    period,
    now,
    trialEnd,
  });
  return { ...quote, rate, period, priceMinor, subscription, trialEnd };
}

/**
 * The change itself: the new plan from `now` (spec §4), its full period from `periodStart` (now, or the
 * end of the trial days the owner keeps), the leftover credit kept.
 */
export async function applyPlanChange(
  tx: Db,
  clientId: string,
  change: {
    rate: RateRow;
    period: BillingPeriod;
    priceMinor: number;
    carriedCreditMinor: number;
    periodStart: Date;
    now: Date;
  },
) {
  await tx
    .update(subscriptions)
    .set({
      rateId: change.rate.id,
      status: 'active',
      billingPeriod: change.period,
      periodStart: change.periodStart,
      periodEnd: periodEnd(change.periodStart, change.period),
      periodPriceMinor: change.priceMinor,
      creditMinor: change.carriedCreditMinor,
      cancelAtPeriodEnd: false,
      reminder3dSentAt: null,
      reminder1dSentAt: null,
      updatedAt: change.now,
    })
    .where(eq(subscriptions.clientId, clientId));
  await notify(tx, {
    clientId,
    kind: 'plan-changed',
    params: { rate_code: change.rate.code, period: change.period },
  });
}

export interface ChangePlanDeps {
  db: Db;
  provider: PaymentProvider;
  links: LinkBuilder;
}

/**
 * ChangePlan: without a charge (a downgrade the credit covers) the change applies at once; with one,
 * a pending payment freezes the quote and the checkout opens; the webhook applies it on success.
 */
export async function changePlan(
  deps: ChangePlanDeps,
  input: { clientId: string; rateId: number; period: BillingPeriod; locale: Locale; now?: Date },
) {
  const now = input.now ?? businessClock.now();
  const quote = await deps.db.transaction(async (tx) => {
    const quoted = await quoteFor(tx, input.clientId, input.rateId, input.period, now, { forUpdate: true });
    if (quoted.chargeMinor === 0) await applyPlanChange(tx, input.clientId, { ...quoted, now });
    return quoted;
  });
  if (quote.chargeMinor === 0) return { checkoutUrl: null };

  const checkout = await deps.provider.createCheckout({
    amountMinor: quote.chargeMinor,
    currency: BILLING_CURRENCY,
    description: translate(input.locale, 'api.billing.checkout-description', {
      rate: quote.rate.name[input.locale],
      period: translate(
        input.locale,
        input.period === 'year' ? 'api.billing.period.year' : 'api.billing.period.month',
      ),
    }),
    locale: input.locale,
    returnUrl: deps.links.route('main', 'clientRates', {}, { locale: input.locale }),
  });
  await deps.db.insert(payments).values({
    clientId: input.clientId,
    rateId: quote.rate.id,
    billingPeriod: input.period,
    provider: deps.provider.name,
    providerPaymentId: checkout.providerPaymentId,
    currency: BILLING_CURRENCY,
    amountMinor: quote.chargeMinor,
    priceMinor: quote.priceMinor,
    remainderMinor: quote.creditMinor,
    // A charge means every credit went into the price: the remainder and the whole account credit.
    creditUsedMinor: quote.subscription.creditMinor,
    carriedCreditMinor: quote.carriedCreditMinor,
    quotedState: {
      rateId: quote.subscription.rateId,
      status: quote.subscription.status,
      periodEnd: quote.subscription.periodEnd.toISOString(),
    },
    locale: input.locale,
  });
  return { checkoutUrl: checkout.url };
}
