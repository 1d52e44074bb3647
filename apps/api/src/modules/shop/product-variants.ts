import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { validationMessages } from '@donut/validation';
import type { Db } from '../../db/database';
import { productVariants } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { invalidInput } from '../../core/domain-error';
import type { VariantWrite } from './product-fields';

export type VariantRow = typeof productVariants.$inferSelect;

const folded = (text: string) => text.toLocaleLowerCase();
const fieldOf = (index: number, field: string) => `variants[${index}].${field}`;

/** The variants of some products of a project in one query, by product, each in the owner's order. */
export async function variantsByProduct(db: Db, projectId: string, productIds: readonly string[]) {
  const byProduct = new Map<string, VariantRow[]>(productIds.map((id) => [id, []]));
  if (!productIds.length) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.projectId, projectId), inArray(productVariants.productId, [...productIds])))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) byProduct.get(row.productId)?.push(row);
  return byProduct;
}

/** Refuses an SKU another product of the project already uses, under that variant's field. */
async function assertSkusFree(
  tx: Db,
  projectId: string,
  productId: string,
  variants: readonly VariantWrite[],
) {
  const skus = variants.flatMap((variant) => (variant.sku ? [folded(variant.sku)] : []));
  if (!skus.length) return;
  const taken = await tx
    .select({ sku: sql<string>`lower(${productVariants.sku})` })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.projectId, projectId),
        ne(productVariants.productId, productId),
        inArray(sql`lower(${productVariants.sku})`, skus),
      ),
    );
  const takenSkus = new Set(taken.map((row) => row.sku));
  const index = variants.findIndex((variant) => variant.sku && takenSkus.has(folded(variant.sku)));
  if (index >= 0) throw invalidInput({ [fieldOf(index, 'sku')]: validationMessages.unique });
}

/**
 * The stock a save leaves. With `stockSeen` (what the owner's form started from) the owner's change is applied to
 * the stock as it is now, so units sold while the form was open still count: 5 seen, 3 typed, 1 sold meanwhile
 * leaves 2. Below zero is refused with "Not enough quantity".
 */
function stockAfterSave(variant: VariantWrite, before: VariantRow | undefined, index: number): number | null {
  if (variant.stock === null) return null;
  if (!before || before.stock === null || variant.stockSeen === null) return variant.stock;
  const stock = before.stock + (variant.stock - variant.stockSeen);
  if (stock < 0) throw invalidInput({ [fieldOf(index, 'stock')]: validationMessages.notEnoughQuantity });
  return stock;
}

/**
 * Writes a product's variants inside the save's transaction: variants left out are removed, kept ones (by id)
 * change in place so orders still find them, new ones are added, all in the owner's order. The product's variants
 * are locked first, so an order taking stock waits for the save and the save sees the stock it leaves.
 */
export async function writeVariants(
  tx: Db,
  projectId: string,
  productId: string,
  variants: readonly VariantWrite[],
): Promise<void> {
  const of = and(eq(productVariants.projectId, projectId), eq(productVariants.productId, productId));
  const existing = await tx.select().from(productVariants).where(of).for('update');
  const byId = new Map(existing.map((row) => [row.id, row]));
  variants.forEach((variant, index) => {
    if (variant.id && !byId.has(variant.id))
      throw invalidInput({ [fieldOf(index, 'id')]: validationMessages.invalid });
  });
  await assertSkusFree(tx, projectId, productId, variants);
  const keptIds = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  await tx
    .delete(productVariants)
    .where(keptIds.length ? and(of, notInArray(productVariants.id, keptIds)) : of);
  // Kept variants may swap values or SKUs between them: free both first, so the unique keys never see a
  // half-done swap.
  if (keptIds.length)
    await tx
      .update(productVariants)
      .set({ sku: null, optionValues: sql`jsonb_build_array(${productVariants.id}::text)` })
      .where(and(of, inArray(productVariants.id, keptIds)));
  try {
    for (const [position, variant] of variants.entries()) {
      const columns = {
        optionValues: variant.optionValues,
        sku: variant.sku,
        priceMinor: variant.priceMinor,
        discountPriceMinor: variant.discountPriceMinor,
        stock: stockAfterSave(variant, variant.id ? byId.get(variant.id) : undefined, position),
        position,
      };
      if (variant.id)
        await tx
          .update(productVariants)
          .set({ ...columns, updatedAt: new Date() })
          .where(and(of, eq(productVariants.id, variant.id)));
      else await tx.insert(productVariants).values({ projectId, productId, ...columns });
    }
  } catch (error) {
    // Another product took the SKU after the check above.
    if (uniqueViolation(error) === 'product_variants_sku_key')
      throw invalidInput({ variants: validationMessages.unique });
    throw error;
  }
}
