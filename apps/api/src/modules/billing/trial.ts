import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rates, subscriptions } from '../../db/schema';
import { businessClock } from '../../clock';

/** Spec §1 and §9: every new account gets a free trial of 14 days. */
export const TRIAL_DAYS = 14;
/** The plan a trial runs on: a full-featured one, so owners try everything before they choose (ADR 0010). */
export const TRIAL_RATE_CODE = 'business';

const DAY_MS = 24 * 3600 * 1000;

/** Starts the trial of a new owner, inside the transaction that creates the account. */
export async function startTrial(tx: Db, clientId: string, now: Date = businessClock.now()): Promise<void> {
  const [rate] = await tx.select({ id: rates.id }).from(rates).where(eq(rates.code, TRIAL_RATE_CODE));
  if (!rate) throw new Error(`The trial plan "${TRIAL_RATE_CODE}" is missing from the seed`);
  await tx
    .insert(subscriptions)
    .values({
      clientId,
      rateId: rate.id,
      status: 'trial',
      periodStart: now,
      periodEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    })
    .onConflictDoNothing();
}

/**
 * The end of the trial days the owner still has at `now`, or null when none are left: a running trial's
 * end, or, once the owner has paid during the trial, the start of the paid period that waits for it
 * (ADR 0011). A new paid period starts there, so no trial day is lost.
 */
export function remainingTrialEnd(
  subscription: Pick<typeof subscriptions.$inferSelect, 'status' | 'periodStart' | 'periodEnd'>,
  now: Date,
): Date | null {
  const trialEnd =
    subscription.status === 'trial'
      ? subscription.periodEnd
      : subscription.status === 'active'
        ? subscription.periodStart
        : null;
  return trialEnd && trialEnd.getTime() > now.getTime() ? trialEnd : null;
}
