import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { validationMessages } from '@donut/validation';
import type { Db } from '../../db/database';
import { productCategories, products, productVariants, type StoredImage } from '../../db/schema';
import { invalidInput } from '../../core/domain-error';
import { shownOnSite, shownTexts } from '../catalogue/catalogue-public';

export interface WantedLine {
  variantId: string;
  quantity: number;
}

/** A line priced from the catalogue as it is now, with what it is called in the order's language. */
export interface PricedLine extends WantedLine {
  index: number;
  productId: string;
  name: string;
  optionValues: string[];
  sku: string | null;
  unitPriceMinor: number;
  regularPriceMinor: number;
}

const lineField = (index: number, field: string) => `items[${index}].${field}`;

/** A variant the shop sells now (a visible product in a visible or no category), as a line needs it. */
export interface SellableVariant {
  variantId: string;
  productId: string;
  /** In the language asked for when translated. */
  name: string;
  optionValues: string[];
  sku: string | null;
  priceMinor: number;
  discountPriceMinor: number | null;
  stock: number | null;
  photos: StoredImage[];
}

/** The variants among `variantIds` that the shop sells now, by id; the others are missing from the map. */
export async function sellableVariants(
  db: Db,
  projectId: string,
  variantIds: readonly string[],
  language: string,
): Promise<Map<string, SellableVariant>> {
  if (!variantIds.length) return new Map();
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      name: products.name,
      description: products.description,
      translations: products.translations,
      photos: products.photos,
      optionValues: productVariants.optionValues,
      sku: productVariants.sku,
      priceMinor: productVariants.priceMinor,
      discountPriceMinor: productVariants.discountPriceMinor,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(eq(products.projectId, productVariants.projectId), eq(products.id, productVariants.productId)),
    )
    .where(
      and(
        eq(productVariants.projectId, projectId),
        inArray(productVariants.id, [...variantIds]),
        shownOnSite({ categories: productCategories, items: products }, projectId),
      ),
    );
  return new Map(rows.map((row) => [row.variantId, { ...row, name: shownTexts(row, language).name }]));
}

/**
 * The lines priced from the catalogue: each variant the shop sells now, at its discount price where it has one,
 * named in `language` when the product is translated. A line the shop no longer sells is refused under its own field.
 */
export async function priceLines(
  tx: Db,
  projectId: string,
  wanted: readonly WantedLine[],
  language: string,
): Promise<PricedLine[]> {
  const sellable = await sellableVariants(
    tx,
    projectId,
    wanted.map((line) => line.variantId),
    language,
  );
  return wanted.map((line, index) => {
    const variant = sellable.get(line.variantId);
    if (!variant)
      throw invalidInput({ [lineField(index, 'variant_id')]: validationMessages.productUnavailable });
    return {
      ...line,
      index,
      productId: variant.productId,
      name: variant.name,
      optionValues: variant.optionValues,
      sku: variant.sku,
      unitPriceMinor: variant.discountPriceMinor ?? variant.priceMinor,
      regularPriceMinor: variant.priceMinor,
    };
  });
}

/**
 * Takes the lines' units from stock inside the order's transaction: one conditional update a line, in variant order
 * so two orders of the same variants never wait on each other in a cycle. The row lock makes a second order for the
 * last unit wait, then find none left; a line asking for more than is left refuses the whole order, and the
 * transaction's rollback gives back what earlier lines took. Untracked stock is never taken.
 */
export async function takeStock(tx: Db, projectId: string, lines: readonly PricedLine[]): Promise<void> {
  const ordered = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  for (const line of ordered) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(productVariants.projectId, projectId),
          eq(productVariants.id, line.variantId),
          or(isNull(productVariants.stock), sql`${productVariants.stock} >= ${line.quantity}`),
        ),
      )
      .returning({ id: productVariants.id });
    if (!taken.length)
      throw invalidInput({ [lineField(line.index, 'quantity')]: validationMessages.notEnoughQuantity });
  }
}

/** Gives an order's units back to the variants that still exist (a cancel, once). */
export async function returnStock(
  tx: Db,
  projectId: string,
  lines: ReadonlyArray<{ variantId: string | null; quantity: number }>,
): Promise<void> {
  const ordered = lines
    .flatMap((line) => (line.variantId ? [{ variantId: line.variantId, quantity: line.quantity }] : []))
    .sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  for (const line of ordered)
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(productVariants.projectId, projectId), eq(productVariants.id, line.variantId)));
}
