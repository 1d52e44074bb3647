import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/like';
import { preparedVariants } from '../../db/prepared';
import { projects } from '../../db/schema';
import { listMeta, type Page } from '../../core/pagination';

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectListQuery {
  clientId: string;
  page: Page;
  search: string | null;
  order: { field: 'created_at' | 'name'; direction: 'asc' | 'desc' } | null;
}

type ListVariant = `${'all' | 'search'}_${'created' | 'name'}_${'asc' | 'desc'}`;

/** The page with its total riding along on every row (a window count), so a page costs one statement, not two. */
const listStatement = preparedVariants('projects_list', (db, variant: ListVariant, name) => {
  const [filter, field, direction] = variant.split('_');
  const sort = field === 'name' ? projects.name : projects.createdAt;
  return db
    .select({ project: projects, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, sql.placeholder('clientId')),
        filter === 'search' ? ilike(projects.name, sql.placeholder('pattern')) : undefined,
      ),
    )
    .orderBy(direction === 'asc' ? asc(sort) : desc(sort), asc(projects.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** The owner's projects only: the owner comes from the verified token, never from the request. */
export async function listProjects(db: Db, query: ProjectListQuery) {
  const variant: ListVariant = `${query.search ? 'search' : 'all'}_${query.order?.field === 'name' ? 'name' : 'created'}_${query.order?.direction === 'asc' ? 'asc' : 'desc'}`;
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const listed = await listStatement(db, variant).execute({
    clientId: query.clientId,
    pattern,
    limit: query.page.limit,
    offset: query.page.offset,
  });
  const rows = listed.map((row) => row.project);
  // A page past the end has no row to carry the total: only then is it counted apart.
  const where = and(
    eq(projects.clientId, query.clientId),
    pattern ? ilike(projects.name, pattern) : undefined,
  );
  const total =
    listed[0]?.total ??
    (query.page.offset === 0
      ? 0
      : (await db.select({ total: count() }).from(projects).where(where))[0].total);
  return { rows, meta: listMeta(query.page, rows.length, total) };
}

/** A project if the owner has it; another owner's project is indistinguishable from a missing one. */
export async function findOwnProject(
  db: Db,
  clientId: string,
  projectId: string,
): Promise<ProjectRow | null> {
  if (!isUuid(projectId)) return null;
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)));
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
