/** A catalogue list's items of every category, of one category (its id), or of none. */
export type CategoryChoice = { kind: 'all' } | { kind: 'none' } | { kind: 'one'; id: string };

/** The address's `category` (spec §2's query key): a category's id, or `none`. */
export const CATEGORY_KEY = 'category';
const NO_CATEGORY = 'none';
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** The choice an address's `category` holds; anything malformed reads as every category. */
export function readCategory(value: string | null): CategoryChoice {
  if (value === NO_CATEGORY) return { kind: 'none' };
  return value && UUID.test(value) ? { kind: 'one', id: value } : { kind: 'all' };
}

/** Writes the choice to the address's query, where it is not every category. */
export function writeCategory(params: URLSearchParams, choice: CategoryChoice): void {
  if (choice.kind !== 'all') params.set(CATEGORY_KEY, choice.kind === 'one' ? choice.id : NO_CATEGORY);
}

/** The API filter's part for the choice (`category_id` or `no_category`). */
export function categoryFilter(choice: CategoryChoice): { category_id?: string; no_category?: boolean } {
  if (choice.kind === 'one') return { category_id: choice.id };
  if (choice.kind === 'none') return { no_category: true };
  return {};
}

export const isSameCategory = (a: CategoryChoice, b: CategoryChoice): boolean =>
  a.kind === b.kind && (a.kind !== 'one' || b.kind !== 'one' || a.id === b.id);
