import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { subscriptions } from '../../db/schema';
import { businessClock } from '../../clock';

/**
 * Cancel keeps the paid plan to the end of its period (the sweep switches it off then); resume undoes
 * that before the end. Only a running paid period can be cancelled: false when there is none.
 */
export async function setCancelAtPeriodEnd(
  db: Db,
  clientId: string,
  cancel: boolean,
  now: Date = businessClock.now(),
): Promise<boolean> {
  const changed = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: now })
    .where(
      and(
        eq(subscriptions.clientId, clientId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.periodEnd, now),
        eq(subscriptions.cancelAtPeriodEnd, !cancel),
      ),
    )
    .returning({ clientId: subscriptions.clientId });
  return changed.length > 0;
}
