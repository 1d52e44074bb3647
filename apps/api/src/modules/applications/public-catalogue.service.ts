import { and, asc, eq, exists, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { containing } from '../../db/like';
import { projectServices, serviceCategories } from '../../db/schema';
import type { Page } from '../../core/pagination';

export type PublicServiceRow = typeof projectServices.$inferSelect;

/** Shown on the site: a visible service with no category or in a visible one. */
function shownOnSite(projectId: string): SQL | undefined {
  const visibleCategory = exists(
    sql`(select 1 from ${serviceCategories} where ${serviceCategories.projectId} = ${projectId}
      and ${serviceCategories.id} = ${projectServices.categoryId} and ${serviceCategories.isVisible})`,
  );
  return and(
    eq(projectServices.projectId, projectId),
    eq(projectServices.isVisible, true),
    or(isNull(projectServices.categoryId), visibleCategory),
  );
}

export interface PublicServiceQuery {
  language: string;
  categoryId?: string | null;
  search: string | null;
}

/** A page of the site's services in the owner's order; the search finds the main name or the shown language's. */
export async function listPublicServices(db: Db, projectId: string, query: PublicServiceQuery, page: Page) {
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    shownOnSite(projectId),
    query.categoryId
      ? eq(projectServices.categoryId, isUuid(query.categoryId) ? query.categoryId : projectId)
      : undefined,
    pattern
      ? or(
          ilike(projectServices.name, pattern),
          ilike(sql`${projectServices.translations} -> ${query.language} ->> 'name'`, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(projectServices)
    .where(where)
    .orderBy(asc(projectServices.position), asc(projectServices.id))
    .limit(page.limit)
    .offset(page.offset);
  const isWhole = page.offset === 0 && rows.length < page.limit;
  return { rows, total: isWhole ? rows.length : await db.$count(projectServices, where) };
}

/** One service the site shows, or null (unknown, hidden, or in a hidden category). */
export async function findPublicService(db: Db, projectId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(projectServices)
    .where(and(shownOnSite(projectId), eq(projectServices.id, id)));
  return row ?? null;
}

/** The visible categories that hold at least one service the site shows, in the owner's order. */
export async function listPublicCategories(db: Db, projectId: string) {
  return db
    .select({
      id: serviceCategories.id,
      name: serviceCategories.name,
      translations: serviceCategories.translations,
    })
    .from(serviceCategories)
    .where(
      and(
        eq(serviceCategories.projectId, projectId),
        eq(serviceCategories.isVisible, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(projectServices)
            .where(
              and(
                eq(projectServices.projectId, projectId),
                eq(projectServices.categoryId, serviceCategories.id),
                eq(projectServices.isVisible, true),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(serviceCategories.position), asc(serviceCategories.id));
}
