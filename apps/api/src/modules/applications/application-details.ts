import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applicationFiles, applicationHistory, clients } from '../../db/schema';
import type { ApplicationRow } from './applications.service';

export type ApplicationFileRow = typeof applicationFiles.$inferSelect;
export type ApplicationHistoryRow = typeof applicationHistory.$inferSelect & { authorName: string | null };

const groupBy = <T extends { applicationId: string }>(rows: readonly T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.applicationId, [...(groups.get(row.applicationId) ?? []), row]);
  return groups;
};

/** The files of the given applications, by application, in one query. */
export async function filesOf(db: Db, projectId: string, rows: readonly ApplicationRow[]) {
  if (!rows.length) return new Map<string, ApplicationFileRow[]>();
  const found = await db
    .select()
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.projectId, projectId),
        inArray(
          applicationFiles.applicationId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(applicationFiles.createdAt), asc(applicationFiles.name));
  return groupBy(found);
}

/** The history of the given applications (oldest first) with the owners' names, by application, in one query. */
export async function historyOf(db: Db, projectId: string, rows: readonly ApplicationRow[]) {
  if (!rows.length) return new Map<string, ApplicationHistoryRow[]>();
  const found = await db
    .select({ entry: applicationHistory, name: clients.name, surname: clients.surname, email: clients.email })
    .from(applicationHistory)
    .leftJoin(clients, eq(clients.id, applicationHistory.authorClientId))
    .where(
      and(
        eq(applicationHistory.projectId, projectId),
        inArray(
          applicationHistory.applicationId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(applicationHistory.seq));
  return groupBy(
    found.map(({ entry, name, surname, email }) => ({
      ...entry,
      // An owner who never gave a name is named by their e-mail.
      authorName: [name, surname].filter(Boolean).join(' ') || email,
    })),
  );
}
