import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { projects } from '../../db/schema';
import { listMeta, type Page } from '../../core/pagination';

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectListQuery {
  clientId: string;
  page: Page;
  search: string | null;
  order: { field: 'created_at' | 'name'; direction: 'asc' | 'desc' } | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The owner's projects only: the owner comes from the verified token, never from the request. */
export async function listProjects(db: Db, query: ProjectListQuery) {
  const where: SQL | undefined = and(
    eq(projects.clientId, query.clientId),
    query.search ? ilike(projects.name, `%${escapeLike(query.search)}%`) : undefined,
  );
  const direction = query.order?.direction === 'asc' ? asc : desc;
  const sort = query.order?.field === 'name' ? projects.name : projects.createdAt;
  // The total rides along on every row (a window count), so a page costs one statement, not two.
  const listed = await db
    .select({ project: projects, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(projects)
    .where(where)
    .orderBy(direction(sort), asc(projects.id))
    .limit(query.page.limit)
    .offset(query.page.offset);
  const rows = listed.map((row) => row.project);
  // A page past the end has no row to carry the total: only then is it counted apart.
  const total = listed[0]?.total ?? (query.page.offset === 0 ? 0 : (await db.select({ total: count() }).from(projects).where(where))[0].total);
  return { rows, meta: listMeta(query.page, rows.length, total) };
}

/** A project if the owner has it; another owner's project is indistinguishable from a missing one. */
export async function findOwnProject(db: Db, clientId: string, projectId: string): Promise<ProjectRow | null> {
  if (!isUuid(projectId)) return null;
  const [row] = await db.select().from(projects).where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)));
  return row ?? null;
}

export async function isDomainTaken(db: Db, domain: string, exceptProjectId?: string): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.domain, domain));
  return Boolean(row && row.id !== exceptProjectId);
}

/** The project at a website address, whoever owns it (the caller decides what the owner may see). */
export async function findProjectByDomain(db: Db, domain: string): Promise<ProjectRow | null> {
  if (!/^[a-z\d-]{1,63}$/.test(domain)) return null;
  const [row] = await db.select().from(projects).where(eq(projects.domain, domain));
  return row ?? null;
}
