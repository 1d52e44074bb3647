import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import { notifications, projects, type NotificationKind } from '../../db/schema';
import { listMeta, type Page } from '../../core/pagination';

/** Records an event for an owner (inside the caller's transaction, so it exists only if the event does). */
export async function notify(
  tx: Db,
  input: {
    clientId: string;
    kind: NotificationKind;
    projectId?: string | null;
    params?: Record<string, string>;
  },
) {
  await tx.insert(notifications).values({
    clientId: input.clientId,
    kind: input.kind,
    projectId: input.projectId ?? null,
    params: input.params ?? {},
  });
}

export interface NotificationListQuery {
  clientId: string;
  page: Page;
  isViewed: boolean | null;
  projectId: string | null;
  order: { field: 'created_at' | 'viewed_at'; direction: 'asc' | 'desc' } | null;
}

export async function listNotifications(db: Db, query: NotificationListQuery) {
  const own = eq(notifications.clientId, query.clientId);
  const where: SQL | undefined = and(
    own,
    query.isViewed === null
      ? undefined
      : query.isViewed
        ? isNotNull(notifications.viewedAt)
        : isNull(notifications.viewedAt),
    query.projectId ? eq(notifications.projectId, query.projectId) : undefined,
  );
  const direction = query.order?.direction === 'asc' ? asc : desc;
  const sort = query.order?.field === 'viewed_at' ? notifications.viewedAt : notifications.createdAt;
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select({ notification: notifications, projectName: projects.name })
      .from(notifications)
      .leftJoin(projects, eq(projects.id, notifications.projectId))
      .where(where)
      .orderBy(direction(sort), desc(notifications.id))
      .limit(query.page.limit)
      .offset(query.page.offset),
    db.select({ total: count() }).from(notifications).where(where),
    db
      .select({ unread: count() })
      .from(notifications)
      .where(and(own, isNull(notifications.viewedAt))),
  ]);
  return { rows, meta: listMeta(query.page, rows.length, total), unread };
}

/** Marks the owner's notifications read: the given ones, or all when none are given. Others' ids change nothing. */
export async function readNotifications(db: Db, clientId: string, ids: readonly string[]) {
  const valid = ids.filter(isUuid);
  if (ids.length && !valid.length) return;
  await db
    .update(notifications)
    .set({ viewedAt: new Date() })
    .where(
      and(
        eq(notifications.clientId, clientId),
        isNull(notifications.viewedAt),
        valid.length ? inArray(notifications.id, valid) : undefined,
      ),
    );
}

/** The notifications of a page of projects, grouped: one statement whatever the page size (an array value). */
const countStatement = preparedStatement('notifications_count_by_project', (db, name) =>
  db
    .select({ projectId: notifications.projectId, n: count() })
    .from(notifications)
    .where(sql`${notifications.projectId} = any(${sql.placeholder('projectIds')})`)
    .groupBy(notifications.projectId)
    .prepare(name),
);

/** Notifications per project, for Project.content.count_all_notifications, in one query for a page of projects. */
export async function countByProject(db: Db, projectIds: readonly string[]): Promise<Map<string, number>> {
  if (!projectIds.length) return new Map();
  const rows = await countStatement(db).execute({ projectIds: [...projectIds] });
  return new Map(rows.map((row) => [row.projectId as string, row.n]));
}
