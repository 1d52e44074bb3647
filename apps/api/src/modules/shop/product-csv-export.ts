import { eq } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { productCategories } from '../../db/schema';
import { csvDocument } from '../../core/csv';
import { DomainError } from '../../core/domain-error';
import { projectMinorDigits } from '../catalogue/catalogue-fields';
import type { ProjectRow } from '../projects/projects.service';
import { columnTitle, csvAmount, PRODUCT_CSV_COLUMNS, visibleCell } from './product-csv-columns';
import { listProducts, type ProductListQuery } from './product-list';
import { withVariants, type ProductWithVariants } from './products.service';

/** Products read per statement while the file is written: the memory a page takes stays small. */
const EXPORT_PAGE_SIZE = 500;
/** The most rows (variants) one file carries: every plan's whole catalogue fits, a few MB of text. */
export const PRODUCT_EXPORT_MAX_ROWS = 50_000;

type Cell = string | number | null;

/** A product's rows: one per variant, the product's own cells repeated on each (ADR 0037). */
function productRows(
  product: ProductWithVariants,
  categoryNames: Map<string, string>,
  digits: number,
  locale: Locale,
): Cell[][] {
  const own: Cell[] = [
    product.id,
    product.name,
    product.description,
    product.categoryId ? (categoryNames.get(product.categoryId) ?? null) : null,
    visibleCell(locale, product.isVisible),
  ];
  return product.variants.map((variant) => [
    ...own,
    ...[0, 1, 2].flatMap((at) => [product.options[at]?.name ?? null, variant.optionValues[at] ?? null]),
    variant.sku,
    csvAmount(variant.priceMinor, digits),
    variant.discountPriceMinor === null ? null : csvAmount(variant.discountPriceMinor, digits),
    variant.stock,
  ]);
}

/**
 * The products the list shows (its search, filter and order, every page) as CSV in the owner's language: read a
 * page of products at a time in one read-only snapshot, so a change made meanwhile is in the file whole or not at
 * all. A catalogue past PRODUCT_EXPORT_MAX_ROWS variants is refused: the owner narrows the list and exports in parts.
 */
export async function productsCsv(
  db: Db,
  project: ProjectRow,
  query: ProductListQuery,
  locale: Locale,
): Promise<string> {
  const digits = await projectMinorDigits(db, project);
  const rows: Cell[][] = [PRODUCT_CSV_COLUMNS.map((column) => columnTitle(locale, column))];
  await db.transaction(
    async (tx) => {
      const categories = await tx
        .select({ id: productCategories.id, name: productCategories.name })
        .from(productCategories)
        .where(eq(productCategories.projectId, project.id));
      const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
      for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
        const page = { limit: EXPORT_PAGE_SIZE, offset };
        const { rows: found } = await listProducts(tx, project.id, query, page);
        for (const product of await withVariants(tx, project.id, found))
          rows.push(...productRows(product, categoryNames, digits, locale));
        if (rows.length - 1 > PRODUCT_EXPORT_MAX_ROWS)
          throw new DomainError('BAD_USER_INPUT', 'api.shop.export.too-many-rows', {
            max: PRODUCT_EXPORT_MAX_ROWS,
          });
        if (found.length < EXPORT_PAGE_SIZE) break;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return csvDocument(rows);
}
