import { array, number, object, type TestContext } from 'yup';
import { validationMessages, withValues } from '../messages';
import {
  amount,
  byMinorDigits,
  catalogueCategorySchema,
  discountAmount,
  flag,
  itemTranslations,
  maxChars,
  optionalCategoryId,
  optionalText,
  photoHashes,
} from './catalogue';
import { formSchema } from './form';
import { isUuid } from './ids';
import { requiredString, textSchema } from './text';

export const PRODUCT_NAME_MAX_LENGTH = 150;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
/** Size, colour, material: a product varies by at most this many options. */
export const PRODUCT_OPTIONS_MAX = 3;
export const PRODUCT_OPTION_VALUES_MAX = 30;
export const PRODUCT_OPTION_TEXT_MAX_LENGTH = 50;
/** A product sells at most this many variants (Shopify's long-standing limit). */
export const PRODUCT_VARIANTS_MAX = 100;
export const PRODUCT_SKU_MAX_LENGTH = 64;
/** The most units of one variant a shop keeps count of. */
export const PRODUCT_STOCK_MAX = 1_000_000;

const maxItems = (length: number) => withValues(validationMessages.max, { length, items: 'items' });
const folded = (text: unknown) => String(text ?? '').toLocaleLowerCase();
const isUniqueFolded = (list: readonly unknown[] | undefined) =>
  !list || new Set(list.map(folded)).size === list.length;

const optionText = requiredString.max(
  PRODUCT_OPTION_TEXT_MAX_LENGTH,
  maxChars(PRODUCT_OPTION_TEXT_MAX_LENGTH),
);

/** An option a product varies by (Size: S, M, L); values are unique whatever their case. */
const option = object({
  name: optionText,
  values: array(optionText)
    .required(validationMessages.required)
    .min(1, validationMessages.required)
    .max(PRODUCT_OPTION_VALUES_MAX, maxItems(PRODUCT_OPTION_VALUES_MAX))
    .test('unique', validationMessages.optionExists, isUniqueFolded),
});

/** A whole number of units kept, or empty for "not tracked". */
const stockCount = number()
  .transform((value: unknown, original: unknown) =>
    original === '' || original === null || original === undefined ? null : value,
  )
  .nullable()
  .typeError(validationMessages.integer)
  .integer(validationMessages.integer)
  .min(0, validationMessages.positive)
  .max(PRODUCT_STOCK_MAX, withValues(validationMessages.numberMax, { max: PRODUCT_STOCK_MAX }));

const variant = (digits: number) =>
  object({
    /** An existing variant keeps its id (orders refer to it); a new one has none. */
    id: textSchema()
      .nullable()
      .transform((value: unknown) => (value === '' ? null : value))
      .test('uuid', validationMessages.invalid, (value) => !value || isUuid(value)),
    option_values: array(textSchema().required(validationMessages.required)).default([]),
    sku: optionalText(PRODUCT_SKU_MAX_LENGTH),
    price: amount(digits, true),
    discount_price: discountAmount(digits),
    /** Null: the stock is not tracked and the variant never runs out. */
    stock: stockCount,
    /** The stock the owner's form started from: the save applies the difference, so sales meanwhile count. */
    stock_seen: stockCount,
  });

type OptionValue = { name?: string; values?: string[] };
type VariantValue = { option_values?: string[]; sku?: string | null; id?: string | null };

/** The first variant that does not pick one value of each option, in their order, or a repeated one. */
function variantsError(this: TestContext, variants: VariantValue[] | undefined) {
  const options: OptionValue[] = this.parent?.options ?? [];
  const list = variants ?? [];
  if (!options.length && list.length !== 1) return this.createError({ message: validationMessages.invalid });
  const seen = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<string>();
  for (const [index, item] of list.entries()) {
    const values = item.option_values ?? [];
    const fits =
      values.length === options.length &&
      values.every((value, at) =>
        (options[at]?.values ?? []).some((known) => folded(known) === folded(value)),
      );
    if (!fits)
      return this.createError({
        path: `${this.path}[${index}].option_values`,
        message: validationMessages.invalid,
      });
    const key = JSON.stringify(values.map(folded));
    if (seen.has(key))
      return this.createError({
        path: `${this.path}[${index}].option_values`,
        message: validationMessages.optionExists,
      });
    seen.add(key);
    if (item.sku && skus.has(folded(item.sku)))
      return this.createError({ path: `${this.path}[${index}].sku`, message: validationMessages.unique });
    if (item.sku) skus.add(folded(item.sku));
    if (item.id && ids.has(item.id))
      return this.createError({ path: `${this.path}[${index}].id`, message: validationMessages.unique });
    if (item.id) ids.add(item.id);
  }
  return true;
}

function buildProductSchema(digits: number) {
  return formSchema({
    name: requiredString.max(PRODUCT_NAME_MAX_LENGTH, maxChars(PRODUCT_NAME_MAX_LENGTH)),
    description: optionalText(PRODUCT_DESCRIPTION_MAX_LENGTH),
    translations: itemTranslations(PRODUCT_NAME_MAX_LENGTH, PRODUCT_DESCRIPTION_MAX_LENGTH),
    category_id: optionalCategoryId,
    photos: photoHashes,
    is_visible: flag(true),
    options: array(option)
      .default([])
      .max(PRODUCT_OPTIONS_MAX, maxItems(PRODUCT_OPTIONS_MAX))
      .test('unique', validationMessages.optionExists, (list) =>
        isUniqueFolded(list?.map((item) => item.name)),
      ),
    variants: array(variant(digits))
      .required(validationMessages.required)
      .min(1, validationMessages.required)
      .max(PRODUCT_VARIANTS_MAX, maxItems(PRODUCT_VARIANTS_MAX))
      .test('variants', validationMessages.invalid, variantsError),
  });
}

/**
 * A product as the owner saves it (ProductInput), for the CRM's form and the API alike. A product without options
 * sells one variant (its price, stock and SKU); with options (at most 3, each with up to 30 values) every variant
 * picks one value of each, in the options' order, and no two variants pick the same. Prices are typed amounts in
 * the project's currency with its `minorDigits` decimals; a discount price is never above its price (spec §5);
 * stock is a whole number of units, or empty when it is not tracked.
 * @example validateWith(productSchema(2), { name: 'Tee', variants: [{ price: '20', stock: 5 }] })
 */
export const productSchema = byMinorDigits(buildProductSchema);

/** A category of the shop's products (ProductCategoryInput). */
export const productCategorySchema = catalogueCategorySchema;
