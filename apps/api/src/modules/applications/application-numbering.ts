import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serviceApplications } from '../../db/schema';

/**
 * Makes the project's new applications wait for each other until the transaction ends, so each takes the next
 * number and a retried send finds the first one stored. An advisory lock of its own, not a row lock, so nothing
 * else that locks the project (or the owner's plan usage, taken after it) can wait on it in a cycle.
 */
export async function lockProjectApplications(tx: Db, projectId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`service_applications:${projectId}`}, 0))`,
  );
}

/** The project's next running number; call it under `lockProjectApplications`. */
export async function nextApplicationNumber(tx: Db, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${serviceApplications.number})` })
    .from(serviceApplications)
    .where(eq(serviceApplications.projectId, projectId));
  return Number(row?.last ?? 0) + 1;
}
