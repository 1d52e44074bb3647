import { productSchema, toMinorUnits } from '@donut/validation';
import type { InferType } from 'yup';
import type { Db } from '../../db/database';
import type { ProductOption, ServiceTranslation } from '../../db/schema';
import { parseForProjectCurrency, translationsByLanguage } from '../catalogue/catalogue-fields';
import type { ProjectRow } from '../projects/projects.service';

export type ProductInput = InferType<ReturnType<typeof productSchema>>;

/** A variant as the save writes it: prices in minor units, option values spelt as the options spell them. */
export interface VariantWrite {
  id: string | null;
  optionValues: string[];
  sku: string | null;
  priceMinor: number;
  discountPriceMinor: number | null;
  stock: number | null;
  stockSeen: number | null;
}

/** ProductInput checked by the shared schema against the project's currency, or a field error. */
export const parseProductInput = (db: Db, project: ProjectRow, input: unknown) =>
  parseForProjectCurrency(db, project, productSchema, input);

const folded = (text: string) => text.toLocaleLowerCase();

/** The options as stored: names and values trimmed, in the owner's order. */
export const optionsOf = (input: ProductInput): ProductOption[] =>
  input.options.map((option) => ({ name: option.name, values: [...option.values] }));

/**
 * The variants in the owner's order. A value typed in another case ("m" for "M") is stored as its option spells
 * it, so the database's unique key over the values sees what the schema saw.
 */
export function variantsOf(input: ProductInput, digits: number): VariantWrite[] {
  const options = optionsOf(input);
  return input.variants.map((variant) => ({
    id: variant.id ?? null,
    optionValues: variant.option_values.map(
      (value, at) => options[at].values.find((known) => folded(known) === folded(value)) ?? value,
    ),
    sku: variant.sku ?? null,
    priceMinor: toMinorUnits(variant.price as string, digits) as number,
    discountPriceMinor: variant.discount_price ? toMinorUnits(variant.discount_price, digits) : null,
    stock: variant.stock ?? null,
    stockSeen: variant.stock_seen ?? null,
  }));
}

/** What a customer pays at least: the lowest of the variants' prices as sold. */
export const minPriceOf = (variants: readonly Pick<VariantWrite, 'priceMinor' | 'discountPriceMinor'>[]) =>
  Math.min(...variants.map((variant) => variant.discountPriceMinor ?? variant.priceMinor));

/** The product's own columns a checked ProductInput sets (photos, position and variants aside). */
export function productColumns(input: ProductInput, variants: readonly VariantWrite[]) {
  return {
    name: input.name,
    description: input.description ?? null,
    translations: translationsByLanguage(input.translations, (item) => ({
      name: item.name,
      description: item.description ?? null,
    })) as Record<string, ServiceTranslation>,
    categoryId: input.category_id ?? null,
    options: optionsOf(input),
    minPriceMinor: minPriceOf(variants),
    isVisible: input.is_visible,
  };
}
