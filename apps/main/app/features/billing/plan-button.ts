import type { BillingPeriod, SubscriptionStatus } from '@donut/graphql';

/** Spec §4's plan buttons, plus the contact link for a plan priced on request (docs/adr/0013-plan-buttons.md). */
export type PlanButtonKind =
  'try-free' | 'subscribe' | 'current' | 'upgrade' | 'downgrade' | 'select' | 'contact';

/** What the rule reads of a plan: GetRateList's prices, in dollars; null is "on request". */
export interface PricedPlan {
  id: string;
  price_monthly: number | null;
  price_yearly: number | null;
}

/** What the rule reads of the owner's subscription (GetSubscription). */
export interface PlanHolder {
  rate: { id: string };
  status: SubscriptionStatus;
  billing_period: BillingPeriod | null;
  is_active: boolean;
}

export interface PlanButtonInput {
  plan: PricedPlan;
  /** The period the page shows prices for (the monthly/yearly switch). */
  period: BillingPeriod;
  /** Null for a visitor. */
  subscription: PlanHolder | null;
  /** The subscription's plan as GetRateList gives it, for its price; undefined when it is not listed. */
  currentPlan?: PricedPlan;
}

export const priceFor = (plan: PricedPlan, period: BillingPeriod): number | null =>
  period === 'year' ? plan.price_yearly : plan.price_monthly;

/**
 * The one button a plan shows to this viewer for this period. The order of the checks is the table of
 * docs/adr/0013-plan-buttons.md: visitor, priced on request, trial, ended, then the paid comparisons.
 */
export function planButton({ plan, period, subscription, currentPlan }: PlanButtonInput): PlanButtonKind {
  const price = priceFor(plan, period);
  // A plan priced on request is agreed in a conversation, for a visitor as for an owner (issue 13).
  if (subscription === null) return price === null ? 'contact' : 'try-free';
  const isOwn = subscription.rate.id === plan.id;
  // An ended trial or paid period (or one the minute sweep has not marked yet) chooses afresh.
  const isRunning = subscription.is_active && subscription.status !== 'expired';
  if (price === null) return isOwn && isRunning ? 'current' : 'contact';
  if (!isRunning) return 'select';
  if (subscription.status === 'trial') return 'subscribe';
  if (isOwn) return subscription.billing_period === period ? 'current' : 'select';
  const currentPrice = currentPlan ? priceFor(currentPlan, period) : null;
  if (currentPrice === null || currentPrice === price) return 'select';
  return price > currentPrice ? 'upgrade' : 'downgrade';
}
