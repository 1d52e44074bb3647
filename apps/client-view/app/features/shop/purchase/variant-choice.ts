import type { VariantOffer } from '../product-card';

type Variants = readonly Pick<VariantOffer, 'optionValues' | 'stockState' | 'available'>[];

/** How a value of an option reads beside the other values chosen: buyable, sold out, or no such variant. */
export type ValueState = 'available' | 'sold_out' | 'missing';

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The variant of exactly these values, or null when the owner sells no such combination. */
export function variantOf<V extends Variants[number]>(
  variants: readonly V[],
  values: readonly string[],
): V | null {
  return variants.find((variant) => sameValues(variant.optionValues, values)) ?? null;
}

/** What the page opens with: the first variant that is not sold out, else the first one. */
export function initialValues(variants: Variants): string[] {
  const first = variants.find((variant) => variant.stockState !== 'sold_out') ?? variants[0];
  return first ? [...first.optionValues] : [];
}

export function valueState(
  variants: Variants,
  values: readonly string[],
  option: number,
  value: string,
): ValueState {
  const variant = variantOf(
    variants,
    values.map((one, index) => (index === option ? value : one)),
  );
  if (!variant) return 'missing';
  return variant.stockState === 'sold_out' ? 'sold_out' : 'available';
}

/**
 * The values after choosing `value` of an option. When the owner sells no variant of that value with the other
 * values, the others move to a variant that has it (one in stock first), as a shop's picker does.
 */
export function chooseValue(
  variants: Variants,
  values: readonly string[],
  option: number,
  value: string,
): string[] {
  const next = values.map((one, index) => (index === option ? value : one));
  if (variantOf(variants, next)) return next;
  const withValue = variants.filter((variant) => variant.optionValues[option] === value);
  const moved = withValue.find((variant) => variant.stockState !== 'sold_out') ?? withValue[0];
  return moved ? [...moved.optionValues] : next;
}

/** Whether `quantity` is more than the variant is known to have left (ADR 0035: known only when few are). */
export function isMoreThanLeft(variant: Pick<VariantOffer, 'stockState' | 'available'>, quantity: number) {
  if (variant.stockState === 'sold_out') return quantity > 0;
  return variant.available !== null && quantity > variant.available;
}
