import type { ProductFieldsFragment, ProductInput } from '@donut/graphql';
import { fromMinorUnits, productSchema, validateWith, type MessageDescriptor } from '@donut/validation';
import {
  emptyTranslations,
  orNull,
  toTranslationInputs,
  translationFieldOf,
  translationValues,
  wholeNumber,
  type TranslationValues,
} from '../../shared/catalogue/catalogue-form-values';
import { galleryChanges, galleryFromImages, type GalleryState } from '../../shared/gallery/gallery-state';

/** An option as typed: its name and its values as one comma-separated text ("S, M, L"). */
export interface OptionValues {
  name: string;
  values: string;
}

/** A variant as typed; `id` and `stockSeen` come from the saved product (empty and null for a new variant). */
export interface VariantValues {
  id: string;
  optionValues: string[];
  sku: string;
  price: string;
  discountPrice: string;
  /** Empty: the stock is not tracked. */
  stock: string;
  /** The stock the form loaded, sent back so units sold meanwhile still count. */
  stockSeen: number | null;
}

export interface ProductFormValues {
  name: string;
  description: string;
  categoryId: string;
  isVisible: boolean;
  photos: GalleryState;
  options: OptionValues[];
  /** One row without options, one per combination of the options' values with them. */
  variants: VariantValues[];
  /** By language code: the site's languages other than its default. */
  translations: Record<string, TranslationValues>;
}

const emptyVariant = (optionValues: string[] = []): VariantValues => ({
  id: '',
  optionValues,
  sku: '',
  price: '',
  discountPrice: '',
  stock: '',
  stockSeen: null,
});

/** A new product: shown, one variant, in the category the list was showing. */
export function emptyProductValues(
  categoryId: string | null,
  languages: readonly string[],
): ProductFormValues {
  return {
    name: '',
    description: '',
    categoryId: categoryId ?? '',
    isVisible: true,
    photos: galleryFromImages([]),
    options: [],
    variants: [emptyVariant()],
    translations: emptyTranslations(languages),
  };
}

/** A saved product as the form starts: its prices as amounts in the currency's `digits` decimals. */
export function productFormValues(
  product: ProductFieldsFragment,
  digits: number,
  languages: readonly string[],
): ProductFormValues {
  const amount = (minor: number | null) => (minor === null ? '' : fromMinorUnits(minor, digits));
  return {
    name: product.name,
    description: product.description ?? '',
    categoryId: product.category_id ?? '',
    isVisible: product.is_visible,
    photos: galleryFromImages(product.photos),
    options: product.options.map((option) => ({ name: option.name, values: option.values.join(', ') })),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      optionValues: [...variant.option_values],
      sku: variant.sku ?? '',
      price: amount(variant.price_minor),
      discountPrice: amount(variant.discount_price_minor),
      stock: variant.stock === null ? '' : String(variant.stock),
      stockSeen: variant.stock,
    })),
    translations: translationValues(product.translations, languages),
  };
}

/** An option's values as typed, split at commas, blanks dropped. */
export const splitValues = (text: string): string[] =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const fold = (values: readonly string[]) => JSON.stringify(values.map((value) => value.toLocaleLowerCase()));

/** Every combination of the options' values, in the options' order (Size × Colour). */
export function combinations(options: readonly OptionValues[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => splitValues(option.values).map((value) => [...row, value])),
    [[]],
  );
}

/**
 * The variant rows for new options: a row per combination, an existing row kept where its values still are (its id,
 * price and stock with it); a new row starts from the first row's price. Without options, the first row alone.
 */
export function variantsForOptions(
  options: readonly OptionValues[],
  variants: readonly VariantValues[],
): VariantValues[] {
  const named = options.filter((option) => option.name.trim() && splitValues(option.values).length);
  if (!named.length) return [{ ...(variants[0] ?? emptyVariant()), optionValues: [] }];
  const byValues = new Map(variants.map((variant) => [fold(variant.optionValues), variant]));
  const first = variants[0];
  return combinations(named).map(
    (optionValues) =>
      byValues.get(fold(optionValues)) ?? {
        ...emptyVariant(optionValues),
        price: first?.price ?? '',
        discountPrice: first?.discountPrice ?? '',
      },
  );
}

/** CreateProduct's and UpdateProduct's input; `savedPhotos` are the hashes the product has (none when new). */
export function toProductInput(values: ProductFormValues, savedPhotos: readonly string[] = []): ProductInput {
  const options = values.options.map((option) => ({
    name: option.name.trim(),
    values: splitValues(option.values),
  }));
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    translations: toTranslationInputs(values.translations),
    category_id: values.categoryId || null,
    photos: galleryChanges(values.photos, savedPhotos).image_galleries,
    is_visible: values.isVisible,
    options,
    variants: values.variants.map((variant) => ({
      ...(variant.id ? { id: variant.id, stock_seen: variant.stockSeen } : {}),
      option_values: options.length ? variant.optionValues : [],
      sku: orNull(variant.sku),
      price: variant.price.trim(),
      discount_price: orNull(variant.discountPrice),
      // The schema refuses text that is not a whole number; GraphQL's Int would refuse it with no field named.
      stock: wholeNumber(variant.stock) as number | null,
    })),
  };
}

/** The photos picked to upload, in their order (after the kept ones). */
export const photoUploads = (values: ProductFormValues): File[] =>
  galleryChanges(values.photos, []).image_gallery_uploads;

/** The input fields the form shows, by which the API's field errors go under their fields. */
export function productFormFields(values: ProductFormValues): string[] {
  const variantFields = ['price', 'discount_price', 'stock', 'sku', 'option_values'];
  return [
    'name',
    'description',
    'category_id',
    'photos',
    'photo_uploads',
    'options',
    'variants',
    ...values.options.flatMap((_, index) => [`options[${index}].name`, `options[${index}].values`]),
    ...values.variants.flatMap((_, index) => variantFields.map((field) => `variants[${index}].${field}`)),
    ...Object.keys(values.translations).flatMap((language) => [
      `translations.${language}.name`,
      `translations.${language}.description`,
    ]),
  ];
}

/**
 * The shared rules (`productSchema` with the currency's decimals) on the form: the first error of each field by its
 * input path (`variants[0].price`), a translation's under `translations.<language>.<field>`.
 */
export function validateProduct(
  values: ProductFormValues,
  digits: number,
): Record<string, MessageDescriptor> {
  const input = toProductInput(values);
  const result = validateWith(productSchema(digits), input);
  const errors: Record<string, MessageDescriptor> = {};
  if (result.ok) return errors;
  for (const [path, descriptor] of Object.entries(result.errors)) {
    // An option's value's error goes under the option's values (one field for them all).
    errors[
      translationFieldOf(path, input.translations).replace(/^(options\[\d+\]\.values)\[\d+\]$/, '$1')
    ] ??= descriptor;
  }
  return errors;
}
