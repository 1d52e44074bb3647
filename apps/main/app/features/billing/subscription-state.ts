import type { Subscription } from './use-subscription';

/** What the billing block says about the plan: four states, each with its own line and actions. */
export type SubscriptionState = 'trial' | 'active' | 'cancelled' | 'expired';

const DAY_MS = 24 * 3600 * 1000;

/** An ended period counts as expired even before the API's sweep marks it so (it runs every minute). */
export function subscriptionState(
  subscription: Pick<Subscription, 'status' | 'is_active' | 'cancel_at_period_end'>,
): SubscriptionState {
  if (subscription.status === 'expired' || !subscription.is_active) return 'expired';
  if (subscription.status === 'trial') return 'trial';
  return subscription.cancel_at_period_end ? 'cancelled' : 'active';
}

/** Whole days left, rounded up: the last hours of a trial still read "1 day left". */
export function daysLeft(periodEnd: string, now: number = Date.now()): number {
  return Math.max(1, Math.ceil((Date.parse(periodEnd) - now) / DAY_MS));
}
