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

/** Growing delays per e-mail address; the same for addresses with and without an account. */
export function createLoginThrottle(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Seconds until the next attempt may be checked; 0 when it may be checked now. */
    async secondsToWait(email: string): Promise<number> {
      const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.emailKey, keyOf(email)));
      if (!row) return 0;
      const readyAt = row.lastFailureAt.getTime() + waitAfter(row.failures) * 1000;
      return Math.max(0, Math.ceil((readyAt - now().getTime()) / 1000));
    },
    async recordFailure(email: string): Promise<void> {
      await db
        .insert(loginThrottle)
        .values({ emailKey: keyOf(email), failures: 1, lastFailureAt: now() })
        .onConflictDoUpdate({
          target: loginThrottle.emailKey,
          set: { failures: sql`${loginThrottle.failures} + 1`, lastFailureAt: now() },
        });
    },
    async reset(email: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.emailKey, keyOf(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
