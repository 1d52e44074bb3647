import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { containing } from '../../db/like';
import { productCategories, products } from '../../db/schema';
import type { Page } from '../../core/pagination';
import { listShownCategories, shownOnSite } from '../catalogue/catalogue-public';
import { withVariants, type ProductWithVariants } from './products.service';

const SHOP = { categories: productCategories, items: products };

export interface PublicProductQuery {
  /** The language the site shows: the search finds its names too. */
  language: string;
  categoryId?: string | null;
  search: string | null;
}

/**
 * A page of the site's products in the owner's order, each with its variants: the products, their total when the
 * page is not the whole match, and the page's variants in one query, whatever the page holds.
 */
export async function listPublicProducts(
  db: Db,
  projectId: string,
  query: PublicProductQuery,
  page: Page,
): Promise<{ rows: ProductWithVariants[]; total: number }> {
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    shownOnSite(SHOP, projectId),
    // An id no category can have matches none (the project's own id is no category's).
    query.categoryId
      ? eq(products.categoryId, isUuid(query.categoryId) ? query.categoryId : projectId)
      : undefined,
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(sql`${products.translations} -> ${query.language} ->> 'name'`, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.position), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  // A short first page is the whole match: no count.
  const isWhole = page.offset === 0 && rows.length < page.limit;
  const [total, withTheirVariants] = await Promise.all([
    isWhole ? rows.length : db.$count(products, where),
    withVariants(db, projectId, rows),
  ]);
  return { rows: withTheirVariants, total };
}

/** One product the site shows with its variants, or null (unknown, hidden, in a hidden category, elsewhere). */
export async function findPublicProduct(
  db: Db,
  projectId: string,
  id: string,
): Promise<ProductWithVariants | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(products)
    .where(and(shownOnSite(SHOP, projectId), eq(products.id, id)));
  if (!row) return null;
  const [product] = await withVariants(db, projectId, [row]);
  return product;
}

/** The visible categories that hold at least one product the site shows, in the owner's order. */
export const listPublicProductCategories = (db: Db, projectId: string) =>
  listShownCategories(db, SHOP, projectId);

/** The category of a product the site shows (visible, since the product is shown), or null. */
export async function findPublicProductCategory(db: Db, projectId: string, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      translations: productCategories.translations,
    })
    .from(productCategories)
    .where(and(eq(productCategories.projectId, projectId), eq(productCategories.id, id)));
  return row ?? null;
}
