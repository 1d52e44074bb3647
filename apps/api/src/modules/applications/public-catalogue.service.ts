import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { containing } from '../../db/like';
import { projectServices, serviceCategories } from '../../db/schema';
import type { Page } from '../../core/pagination';
import { listShownCategories, shownOnSite } from '../catalogue/catalogue-public';

export type PublicServiceRow = typeof projectServices.$inferSelect;

const SERVICES = { categories: serviceCategories, items: projectServices };

export interface PublicServiceQuery {
  language: string;
  categoryId?: string | null;
  search: string | null;
}

/** A page of the site's services in the owner's order; the search finds the main name or the shown language's. */
export async function listPublicServices(db: Db, projectId: string, query: PublicServiceQuery, page: Page) {
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    shownOnSite(SERVICES, projectId),
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
    .where(and(shownOnSite(SERVICES, projectId), eq(projectServices.id, id)));
  return row ?? null;
}

/** The visible categories that hold at least one service the site shows, in the owner's order. */
export const listPublicCategories = (db: Db, projectId: string) =>
  listShownCategories(db, SERVICES, projectId);
