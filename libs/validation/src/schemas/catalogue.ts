import { array, boolean, object, type AnyObjectSchema, type TestContext } from 'yup';
import { validationMessages, withValues } from '../messages';
import { formSchema } from './form';
import { isUuid } from './ids';
import { amountParts, DEFAULT_MINOR_DIGITS, maxAmount, toMinorUnits } from './money';
import { SITE_LANGUAGES } from './site';
import { requiredString, textSchema } from './text';

// The pieces the catalogues share (services, the shop's products): texts and their translations, a category, prices
// typed in the project's currency, and the ordered photos.

/** A catalogue shows at most this many photos of one item, like the project's gallery. */
export const CATALOGUE_PHOTOS_MAX = 10;
export const CATALOGUE_CATEGORY_NAME_MAX_LENGTH = 100;

export const maxChars = (length: number) =>
  withValues(validationMessages.max, { length, items: 'characters' });

/** Text that may be left empty (stored as null). */
export const optionalText = (max: number) =>
  textSchema()
    .trim()
    .nullable()
    .max(max, maxChars(max))
    .transform((value: unknown) => (value === '' ? null : value));

const language = textSchema()
  .required(validationMessages.required)
  .oneOf([...SITE_LANGUAGES], validationMessages.invalid);

/** Translations of a catalogue text into the site's other languages, one per language. */
const translations = <S extends AnyObjectSchema>(entry: S) =>
  array(entry)
    .default([])
    .max(
      SITE_LANGUAGES.length,
      withValues(validationMessages.max, { length: SITE_LANGUAGES.length, items: 'items' }),
    )
    .test(
      'unique',
      validationMessages.unique,
      (list) =>
        new Set(list?.map((item) => (item as { language?: string }).language)).size === (list?.length ?? 0),
    );

/** An item's name and description in the site's other languages. */
export const itemTranslations = (nameMax: number, descriptionMax: number) =>
  translations(
    object({
      language,
      name: requiredString.max(nameMax, maxChars(nameMax)),
      description: optionalText(descriptionMax),
    }),
  );

export const optionalCategoryId = textSchema()
  .nullable()
  .transform((value: unknown) => (value === '' ? null : value))
  .test('uuid', validationMessages.invalid, (value) => !value || isUuid(value));

/**
 * The spec §5 message for a typed amount that is not a price, or null: not a number, negative, more decimals
 * than the currency has, or more than fits.
 */
function amountError(text: string, digits: number) {
  if (!amountParts(text))
    return amountParts(text.replace(/^-/, '')) ? validationMessages.positive : validationMessages.decimal;
  const minor = toMinorUnits(text, digits);
  if (minor === null) return withValues(validationMessages.decimalPlaces, { places: digits });
  if (minor > maxAmount(digits) * 10 ** digits)
    return withValues(validationMessages.numberMax, { max: maxAmount(digits) });
  return null;
}

/** A typed amount ("12.50", "1 500") in a currency with `digits` decimals; empty is none. */
export const amount = (digits: number, isRequired: boolean) =>
  textSchema()
    .trim()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .test('amount', validationMessages.decimal, function check(this: TestContext, value) {
      if (value === null || value === undefined)
        return isRequired ? this.createError({ message: validationMessages.required }) : true;
      const error = amountError(value, digits);
      return error ? this.createError({ message: error }) : true;
    });

/** A discount price beside its sibling `price`: never above it (spec §5). */
export const discountAmount = (digits: number) =>
  amount(digits, false).test('not-above-price', validationMessages.discountAbovePrice, (value, context) => {
    const price = toMinorUnits(String(context.parent.price ?? ''), digits);
    const discount = value ? toMinorUnits(value, digits) : null;
    return price === null || discount === null || discount <= price;
  });

/** The hashes of the photos to keep, in their new order; null keeps them as they are. */
export const photoHashes = array()
  .of(textSchema().required(validationMessages.invalid))
  .nullable()
  .max(
    CATALOGUE_PHOTOS_MAX,
    withValues(validationMessages.max, { length: CATALOGUE_PHOTOS_MAX, items: 'files' }),
  )
  .test('unique', validationMessages.unique, (list) => !list || new Set(list).size === list.length);

export const flag = (byDefault: boolean) =>
  boolean().typeError(validationMessages.invalid).default(byDefault);

/** A category of a catalogue: a name, its translations and whether the site shows it. */
export const catalogueCategorySchema = formSchema({
  name: requiredString.max(CATALOGUE_CATEGORY_NAME_MAX_LENGTH, maxChars(CATALOGUE_CATEGORY_NAME_MAX_LENGTH)),
  translations: translations(
    object({
      language,
      name: requiredString.max(
        CATALOGUE_CATEGORY_NAME_MAX_LENGTH,
        maxChars(CATALOGUE_CATEGORY_NAME_MAX_LENGTH),
      ),
    }),
  ),
  is_visible: flag(true),
});

/** A schema that depends on the currency's decimals, built once for each number of decimals asked for. */
export function byMinorDigits<S>(build: (minorDigits: number) => S): (minorDigits?: number) => S {
  const schemas = new Map<number, S>();
  return (minorDigits = DEFAULT_MINOR_DIGITS) => {
    let schema = schemas.get(minorDigits);
    if (!schema) {
      schema = build(minorDigits);
      schemas.set(minorDigits, schema);
    }
    return schema;
  };
}
