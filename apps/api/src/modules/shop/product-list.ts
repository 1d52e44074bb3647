import { and, asc, desc, eq, exists, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { containing } from '../../db/like';
import { products, productVariants } from '../../db/schema';
import type { Page } from '../../core/pagination';

export interface ProductListQuery {
  search: string | null;
  filter?: {
    category_id?: string | null;
    no_category?: boolean | null;
    is_visible?: boolean | null;
    stock_state?: 'in_stock' | 'sold_out' | 'not_tracked' | null;
    has_discount?: boolean | null;
  } | null;
  sort?: { field: 'position' | 'name' | 'price' | 'stock' | 'created_at'; direction: 'asc' | 'desc' } | null;
}

// Qualified by hand: inside a subquery Drizzle's unqualified column names would name the inner table.
const ofTheProduct = sql`v.project_id = "products"."project_id" and v.product_id = "products"."id"`;

/** Whether one of the product's variants matches `condition` (an index on project and product finds them). */
const someVariant = (condition: SQL) =>
  exists(sql`(select 1 from ${productVariants} v where ${ofTheProduct} and ${condition})`);

/** Units over the product's tracked variants; null when none is tracked. */
const stockTotal = sql<number | null>`(select sum(v.stock) from ${productVariants} v where ${ofTheProduct})`;

const stockStates = {
  in_stock: someVariant(sql`(v.stock is null or v.stock > 0)`),
  sold_out: not(someVariant(sql`(v.stock is null or v.stock > 0)`)),
  not_tracked: not(someVariant(sql`v.stock is not null`)),
} as const;

/** The WHERE of a project's list: always the project first (its index), then search and filters. */
function listWhere(projectId: string, { search, filter }: ProductListQuery): SQL | undefined {
  const pattern = search ? containing(search) : null;
  const categoryId = filter?.category_id;
  return and(
    eq(products.projectId, projectId),
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(products.description, pattern),
          someVariant(sql`v.sku ilike ${pattern}`),
        )
      : undefined,
    categoryId
      ? eq(products.categoryId, isUuid(categoryId) ? categoryId : projectId)
      : filter?.no_category
        ? isNull(products.categoryId)
        : undefined,
    typeof filter?.is_visible === 'boolean' ? eq(products.isVisible, filter.is_visible) : undefined,
    filter?.stock_state ? stockStates[filter.stock_state] : undefined,
    typeof filter?.has_discount === 'boolean'
      ? filter.has_discount
        ? someVariant(sql`v.discount_price_minor is not null`)
        : not(someVariant(sql`v.discount_price_minor is not null`))
      : undefined,
  );
}

function listOrder({ sort }: ProductListQuery): SQL[] {
  const direction = sort?.direction === 'desc' ? desc : asc;
  const ties = [asc(products.position), asc(products.id)];
  switch (sort?.field) {
    case 'name':
      return [direction(products.name), ...ties];
    case 'price':
      return [direction(products.minPriceMinor), ...ties];
    case 'created_at':
      return [direction(products.createdAt), ...ties];
    case 'stock':
      // Untracked stock never runs out, but it is no number to compare: last either way.
      return [sql`${stockTotal} ${sql.raw(sort.direction === 'desc' ? 'desc' : 'asc')} nulls last`, ...ties];
    default:
      return [direction(products.position), asc(products.id)];
  }
}

/** A page of the project's products with the total that matches (its variants are read apart, in one query). */
export async function listProducts(db: Db, projectId: string, query: ProductListQuery, page: Page) {
  const where = listWhere(projectId, query);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(page.limit)
    .offset(page.offset);
  // A short first page is the whole match: no second query.
  const isWhole = page.offset === 0 && rows.length < page.limit;
  return { rows, total: isWhole ? rows.length : await db.$count(products, where) };
}
