import type { BillingPeriod } from '@donut/graphql';
import type { Subscription } from './use-subscription';

/**
 * What the owner went to pay for, kept in the tab's sessionStorage across the trip to the checkout, so
 * the page they return to knows which change to wait for.
 */
export interface PendingCheckout {
  rateId: string;
  period: BillingPeriod;
  /** The plan before paying (null when unknown): the paid change shows as a difference from it. */
  before: PlanMark | null;
}

/**
 * What tells one paid plan from the next. The period start alone does not: a change made before a period
 * bought during the trial begins keeps that start, the trial's end (ADR 0011); the plan or period differs.
 */
export interface PlanMark {
  rateId: string;
  period: BillingPeriod | null;
  periodStart: string;
}

export const planMark = (subscription: Subscription): PlanMark => ({
  rateId: subscription.rate.id,
  period: subscription.billing_period ?? null,
  periodStart: subscription.period_start,
});

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
      before: isPlanMark(value.before) ? value.before : null,
    };
  } catch {
    return null;
  }
}

function isPlanMark(value: unknown): value is PlanMark {
  const mark = value as Partial<PlanMark> | null;
  return (
    typeof mark?.rateId === 'string' &&
    typeof mark.periodStart === 'string' &&
    (mark.period === null || mark.period === 'month' || mark.period === 'year')
  );
}

/** Whether the subscription shows the paid change: the plan and period asked for, paid, and not the plan before. */
export function showsPaidChange(subscription: Subscription, pending: PendingCheckout): boolean {
  const now = planMark(subscription);
  const { before } = pending;
  return (
    subscription.status === 'active' &&
    now.rateId === pending.rateId &&
    now.period === pending.period &&
    (before === null ||
      now.rateId !== before.rateId ||
      now.period !== before.period ||
      now.periodStart !== before.periodStart)
  );
}
