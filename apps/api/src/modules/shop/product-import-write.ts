import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productCategories, products, productVariants } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../core/domain-error';
import { nextPosition } from '../catalogue/catalogue-order';
import type { PlannedProduct } from './product-import-plan';
import { writeVariants } from './product-variants';

/** Rows one INSERT carries: well inside PostgreSQL's 65 535 parameters. */
const INSERT_CHUNK = 500;

const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / INSERT_CHUNK) }, (_, at) =>
    list.slice(at * INSERT_CHUNK, (at + 1) * INSERT_CHUNK),
  );

const folded = (text: string) => text.toLocaleLowerCase();

/** The categories the file names that the project lacks, added at the end in the order the file names them. */
async function createCategories(tx: Db, projectId: string, changes: readonly PlannedProduct[]) {
  const names = new Map<string, string>();
  for (const change of changes)
    if (change.newCategory && !names.has(folded(change.newCategory)))
      names.set(folded(change.newCategory), change.newCategory);
  const ids = new Map<string, string>();
  if (!names.size) return ids;
  const first = await nextPosition(tx, productCategories, projectId);
  const created = await tx
    .insert(productCategories)
    .values([...names.values()].map((name, at) => ({ projectId, name, position: first + at })))
    .returning({ id: productCategories.id, name: productCategories.name });
  for (const row of created) ids.set(folded(row.name), row.id);
  return ids;
}

/** New products at the end of the catalogue in the file's order: a few statements for the whole file. */
async function insertProducts(tx: Db, projectId: string, added: readonly PlannedProduct[]) {
  if (!added.length) return;
  const first = await nextPosition(tx, products, projectId);
  for (const part of chunks(added.map((product, at) => ({ product, position: first + at }))))
    await tx
      .insert(products)
      .values(
        part.map(({ product, position }) => ({ projectId, id: product.id, ...product.columns, position })),
      );
  const variants = added.flatMap((product) =>
    product.variants.map((variant, position) => ({
      projectId,
      productId: product.id,
      optionValues: variant.optionValues,
      sku: variant.sku,
      priceMinor: variant.priceMinor,
      discountPriceMinor: variant.discountPriceMinor,
      stock: variant.stock,
      position,
    })),
  );
  for (const part of chunks(variants)) await tx.insert(productVariants).values(part);
}

/**
 * Writes the accepted products inside the import's transaction: the new categories, the new products, then each
 * changed product with its variants as the editor saves them (kept variants keep their ids, the rest are replaced).
 * Something changed meanwhile by another save (an SKU taken) refuses the whole import: nothing is written.
 */
export async function writeImport(
  tx: Db,
  projectId: string,
  changes: readonly PlannedProduct[],
): Promise<void> {
  try {
    const categories = await createCategories(tx, projectId, changes);
    const resolved = changes.map((change) =>
      change.newCategory
        ? {
            ...change,
            columns: { ...change.columns, categoryId: categories.get(folded(change.newCategory)) ?? null },
          }
        : change,
    );
    await insertProducts(
      tx,
      projectId,
      resolved.filter((change) => change.isNew),
    );
    for (const change of resolved.filter((item) => !item.isNew)) {
      await tx
        .update(products)
        .set({ ...change.columns, updatedAt: new Date() })
        .where(and(eq(products.projectId, projectId), eq(products.id, change.id)));
      await writeVariants(tx, projectId, change.id, change.variants);
    }
  } catch (error) {
    const isRace =
      uniqueViolation(error) !== null || (error instanceof DomainError && error.code === 'BAD_USER_INPUT');
    if (isRace) throw new DomainError('CONFLICT', 'api.shop.import.changed-meanwhile');
    throw error;
  }
}
