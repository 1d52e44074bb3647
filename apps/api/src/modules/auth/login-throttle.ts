import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginThrottle } from '../../db/schema';
import { hashToken } from './secure-token';

/** Failures allowed before the waits begin, and the longest wait. */
export const FREE_ATTEMPTS = 5;
export const MAX_WAIT_SECONDS = 15 * 60;

const keyOf = (email: string) => hashToken(email.trim().toLowerCase());

/** Seconds to wait after `failures` failed attempts: 1, 2, 4, ... from the sixth, capped at 15 minutes. */
export function waitAfter(failures: number): number {
  return failures < FREE_ATTEMPTS ? 0 : Math.min(2 ** (failures - FREE_ATTEMPTS), MAX_WAIT_SECONDS);
}

/** `waitAfter` of the stored row, in SQL (the exponent is capped before `power` so it cannot overflow). */
const storedWaitSeconds = sql`case when ${loginThrottle.failures} < ${FREE_ATTEMPTS} then 0
  else least(power(2, least(${loginThrottle.failures} - ${FREE_ATTEMPTS}, 20)), ${MAX_WAIT_SECONDS}) end`;

/**
 * Growing delays per e-mail address; the same for addresses with and without an account.
 *
 * An attempt is counted as a failure before its password is checked, in the one statement that also
 * decides whether it may be checked at all: concurrent guesses queue on the row's lock, and each sees
 * the failures of those before it. Reading the wait first and recording the failure after the
 * (slow) hash let a burst of parallel guesses all see "no wait".
 */
export function createLoginThrottle(db: Db, now: () => Date = () => new Date()) {
  async function secondsToWait(email: string): Promise<number> {
    const [row] = await db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.emailKey, keyOf(email)));
    if (!row) return 0;
    const readyAt = row.lastFailureAt.getTime() + waitAfter(row.failures) * 1000;
    return Math.max(0, Math.ceil((readyAt - now().getTime()) / 1000));
  }

  return {
    secondsToWait,

    /**
     * Claims the right to check one password: 0 when it may be checked now (the attempt is already
     * counted as a failure; `reset` forgets it on success), else the seconds to wait.
     */
    async claimAttempt(email: string): Promise<number> {
      const at = now();
      const claimed = await db
        .insert(loginThrottle)
        .values({ emailKey: keyOf(email), failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: loginThrottle.emailKey,
          set: { failures: sql`${loginThrottle.failures} + 1`, lastFailureAt: at },
          setWhere: sql`${loginThrottle.lastFailureAt} + make_interval(secs => ${storedWaitSeconds}) <= ${at.toISOString()}::timestamptz`,
        })
        .returning({ failures: loginThrottle.failures });
      if (claimed.length) return 0;
      // Refused: the wait still running (at least a second, should it have just ended meanwhile).
      return Math.max(1, await secondsToWait(email));
    },

    async reset(email: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.emailKey, keyOf(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
