import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serviceApplications } from '../../db/schema';

/** How many new applications each of the given services has, in one query (services absent have none). */
export async function newApplicationCounts(db: Db, projectId: string, serviceIds: string[]) {
  if (serviceIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ serviceId: serviceApplications.serviceId, count: count() })
    .from(serviceApplications)
    .where(
      and(
        eq(serviceApplications.projectId, projectId),
        eq(serviceApplications.status, 'new'),
        inArray(serviceApplications.serviceId, serviceIds),
      ),
    )
    .groupBy(serviceApplications.serviceId);
  return new Map(rows.map((row) => [row.serviceId as string, row.count]));
}
