import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { productCategories, products, productVariants } from '../../db/schema';
import type { Draft } from './product-import-drafts';
import { withVariants, type ProductWithVariants } from './products.service';

/** What an import's products are matched against: the project's catalogue as it is when the file is checked. */
export interface CatalogueState {
  /** The products the file names by ID or by SKU, with their variants. */
  products: Map<string, ProductWithVariants>;
  /** The file's SKUs (in lower case) that the project has, and the product of each. */
  skuOwners: Map<string, string>;
  /** The project's categories by name in lower case. */
  categories: Map<string, string>;
}

const folded = (text: string) => text.toLocaleLowerCase();
/** Values one statement looks for at most. */
const CHUNK = 1000;

const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, at) => list.slice(at * CHUNK, (at + 1) * CHUNK));

/** What the file's products are matched against, read in a few statements whatever the file's length. */
export async function readCatalogue(db: Db, projectId: string, drafts: Draft[]): Promise<CatalogueState> {
  const skus = [...new Set(drafts.flatMap((draft) => draft.rows.map((row) => folded(row.cells.sku))))].filter(
    Boolean,
  );
  const skuOwners = new Map<string, string>();
  for (const part of chunks(skus)) {
    const found = await db
      .select({ sku: sql<string>`lower(${productVariants.sku})`, productId: productVariants.productId })
      .from(productVariants)
      .where(
        and(eq(productVariants.projectId, projectId), inArray(sql`lower(${productVariants.sku})`, part)),
      );
    for (const row of found) skuOwners.set(row.sku, row.productId);
  }
  const named = drafts.map((draft) => folded(draft.first.cells.id)).filter(isUuid);
  const ids = [...new Set([...named, ...skuOwners.values()])];
  const found = new Map<string, ProductWithVariants>();
  for (const part of chunks(ids)) {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.projectId, projectId), inArray(products.id, part)));
    for (const product of await withVariants(db, projectId, rows)) found.set(product.id, product);
  }
  const categories = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.projectId, projectId));
  return {
    products: found,
    skuOwners,
    categories: new Map(categories.map((category) => [folded(category.name), category.id])),
  };
}
