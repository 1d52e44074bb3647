import { and, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rates, subscriptions, type NotificationKind } from '../../db/schema';
import { notify } from '../notifications/notifications.service';
import { businessClock } from '../../clock';

const DAY_MS = 24 * 3600 * 1000;
/** Rows claimed per transaction, so a sweep after a long downtime stays a series of short transactions. */
const BATCH = 200;

export interface SweepResult {
  reminded: number;
  expired: number;
}

type SubscriptionChange = Partial<typeof subscriptions.$inferInsert>;

/** The notifications of each kind of period: the free trial, and a paid plan. */
const KINDS = {
  trial: { ending3d: 'trial-ending-3d', ending1d: 'trial-ending-1d', ended: 'trial-ended' },
  active: { ending3d: 'plan-ending-3d', ending1d: 'plan-ending-1d', ended: 'plan-ended' },
} as const satisfies Record<string, Record<string, NotificationKind>>;

/**
 * One pass over the subscriptions whose trial or paid period ends soon or has ended: the reminders
 * 3 days and 1 day before the end, then the switch-off (a paid plan is not renewed by itself: the owner
 * pays again, and a cancelled plan simply runs out). It works from the stored state, not from when it
 * last ran, so it catches up after downtime; each step claims rows with a conditional update, so two
 * passes at once (two instances, a retry) send every notification once. A reminder whose moment has
 * passed is skipped: after a long outage the owner gets the 1-day reminder, not both.
 */
export async function sweepSubscriptions(db: Db, now: Date = businessClock.now()): Promise<SweepResult> {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const result: SweepResult = { reminded: 0, expired: 0 };
  for (const status of ['trial', 'active'] as const) {
    const kinds = KINDS[status];
    const inStatus = eq(subscriptions.status, status);
    const oneDayLeft = and(
      inStatus,
      gt(subscriptions.periodEnd, now),
      lte(subscriptions.periodEnd, inDays(1)),
      isNull(subscriptions.reminder1dSentAt),
    );
    const threeDaysLeft = and(
      inStatus,
      gt(subscriptions.periodEnd, inDays(1)),
      lte(subscriptions.periodEnd, inDays(3)),
      isNull(subscriptions.reminder3dSentAt),
    );
    const ended = and(inStatus, lte(subscriptions.periodEnd, now));
    result.reminded += await claimAndNotify(db, kinds.ending1d, oneDayLeft!, {
      reminder1dSentAt: now,
      updatedAt: now,
    });
    result.reminded += await claimAndNotify(db, kinds.ending3d, threeDaysLeft!, {
      reminder3dSentAt: now,
      updatedAt: now,
    });
    result.expired += await claimAndNotify(db, kinds.ended, ended!, {
      status: 'expired',
      cancelAtPeriodEnd: false,
      updatedAt: now,
    });
  }
  return result;
}

/** Claims batches of matching rows and records their notifications, each batch in one transaction. */
async function claimAndNotify(
  db: Db,
  kind: NotificationKind,
  condition: SQL,
  change: SubscriptionChange,
): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const batch = tx
        .select({ clientId: subscriptions.clientId })
        .from(subscriptions)
        .where(condition)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(subscriptions)
        .set(change)
        .where(and(condition, inArray(subscriptions.clientId, batch)))
        .returning({
          clientId: subscriptions.clientId,
          periodEnd: subscriptions.periodEnd,
          rateId: subscriptions.rateId,
        });
      const codes = new Map(
        (await tx.select({ id: rates.id, code: rates.code }).from(rates)).map((rate) => [rate.id, rate.code]),
      );
      for (const row of rows) {
        await notify(tx, {
          clientId: row.clientId,
          kind,
          params: { ends_at: row.periodEnd.toISOString(), rate_code: codes.get(row.rateId) ?? '' },
        });
      }
      return rows.length;
    });
    total += handled;
    if (handled < BATCH) return total;
  }
}
