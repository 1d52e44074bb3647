import type { BillingPeriod } from '@donut/graphql';
import type { Subscription } from './use-subscription';

/**
 * What the owner went to pay for, kept in the tab's sessionStorage across the trip to the checkout, so
 * the page they return to knows which change to wait for.
 */
export interface PendingCheckout {
  rateId: string;
  period: BillingPeriod;
  /** The subscription's period start before paying: a paid change starts a new period. */
  previousPeriodStart: string | null;
}

const KEY = 'donut.billing.pending-checkout';

export function rememberPendingCheckout(pending: PendingCheckout): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage may be off (private mode): the return then refreshes once instead of waiting for the change.
  }
}

/** The pending checkout, removed from storage: a return is handled once. */
export function takePendingCheckout(): PendingCheckout | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingCheckout>) : null;
    if (!value || typeof value.rateId !== 'string' || (value.period !== 'month' && value.period !== 'year'))
      return null;
    return {
      rateId: value.rateId,
      period: value.period,
      previousPeriodStart: typeof value.previousPeriodStart === 'string' ? value.previousPeriodStart : null,
    };
  } catch {
    return null;
  }
}

/** Whether the subscription shows the paid change: the plan and period asked for, in a new paid period. */
export function showsPaidChange(subscription: Subscription, pending: PendingCheckout): boolean {
  return (
    subscription.status === 'active' &&
    subscription.rate.id === pending.rateId &&
    subscription.billing_period === pending.period &&
    subscription.period_start !== pending.previousPeriodStart
  );
}
