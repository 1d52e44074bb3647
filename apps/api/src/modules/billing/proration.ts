import { addMonths, addYears } from 'date-fns';

export type BillingPeriod = 'month' | 'year';

/** What the owner holds now: the price actually paid for the current period, in minor units. */
export interface CurrentPeriod {
  paidMinor: number;
  start: Date;
  end: Date;
}

export interface PlanChangeQuote {
  /** Charged now, in minor units (never negative). */
  chargeMinor: number;
  /** The unused part of the current period, counted toward the new price. */
  creditMinor: number;
  /** Credit beyond the new price, kept on the account for the next payment (spec §1: refund only on a plan change). */
  carriedCreditMinor: number;
  periodStart: Date;
  periodEnd: Date;
}

/** The end of a billing period starting at `start`: calendar months, the day clamped (31 Jan + 1 month = 28/29 Feb). */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  return period === 'year' ? addYears(start, 1) : addMonths(start, 1);
}

/**
 * When a new paid period starts: at once, or, while the owner still has trial days, when they run out.
 * Paying early never shortens the trial: a subscription bought during a trial bills from the trial's end,
 * as Stripe, Chatwoot and Cal.com do (ADR 0011).
 */
export function paidPeriodStart(now: Date, trialEnd: Date | null): Date {
  return trialEnd && trialEnd.getTime() > now.getTime() ? trialEnd : now;
}

/**
 * The unused remainder of a paid period at `now`, in minor units: the paid price times the share of
 * the period still ahead, measured in milliseconds, rounded down so the credit never exceeds what was
 * paid. Nothing is left at or after the end; the trial (paid 0) leaves nothing; a period that has not
 * started yet (bought during the trial) is returned whole.
 */
export function unusedCredit(current: CurrentPeriod, now: Date): number {
  const total = current.end.getTime() - current.start.getTime();
  const left = Math.min(Math.max(current.end.getTime() - now.getTime(), 0), total);
  if (total <= 0 || left === 0 || current.paidMinor <= 0) return 0;
  return Math.floor((current.paidMinor * left) / total);
}

/**
 * A plan change (ADR 0011): it activates at once with a new full period, starting now or, while trial
 * days remain (`trialEnd` ahead), at the trial's end; the unused remainder of the current period and any
 * credit already on the account count toward the new price; what they do not cover is charged, and what
 * exceeds the price stays as credit.
 */
export function quotePlanChange(input: {
  current: CurrentPeriod | null;
  accountCreditMinor: number;
  newPriceMinor: number;
  period: BillingPeriod;
  now: Date;
  /** The end of the trial days the owner still has, if any (trial.ts `remainingTrialEnd`). */
  trialEnd?: Date | null;
}): PlanChangeQuote {
  if (!Number.isSafeInteger(input.newPriceMinor) || input.newPriceMinor < 0)
    throw new RangeError('newPriceMinor must be a non-negative integer');
  if (!Number.isSafeInteger(input.accountCreditMinor) || input.accountCreditMinor < 0)
    throw new RangeError('accountCreditMinor must be a non-negative integer');
  const creditMinor = input.current ? unusedCredit(input.current, input.now) : 0;
  const available = creditMinor + input.accountCreditMinor;
  const chargeMinor = Math.max(input.newPriceMinor - available, 0);
  const start = paidPeriodStart(input.now, input.trialEnd ?? null);
  return {
    chargeMinor,
    creditMinor,
    carriedCreditMinor: available - (input.newPriceMinor - chargeMinor),
    periodStart: start,
    periodEnd: periodEnd(start, input.period),
  };
}
