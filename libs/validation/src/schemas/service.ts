import { array, boolean, number, object, type AnyObjectSchema, type TestContext } from 'yup';
import { validationMessages, withValues } from '../messages';
import { formSchema } from './form';
import { isUuid } from './ids';
import { amountParts, DEFAULT_MINOR_DIGITS, maxAmount, toMinorUnits } from './money';
import { SITE_LANGUAGES } from './site';
import { requiredString, textSchema } from './text';

export const SERVICE_NAME_MAX_LENGTH = 150;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 3000;
export const SERVICE_CATEGORY_NAME_MAX_LENGTH = 100;
/** A service shows at most this many photos, like the project's gallery. */
export const SERVICE_PHOTOS_MAX = 10;
export const SERVICE_DURATION_MAX_HOURS = 999;
export const SERVICE_DURATION_MAX_MINUTES = 999;

const maxChars = (length: number) => withValues(validationMessages.max, { length, items: 'characters' });

/** Text that may be left empty (stored as null). */
const optionalText = (max: number) =>
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

const optionalCategoryId = textSchema()
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

const amount = (digits: number, isRequired: boolean) =>
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

/** Whole hours or minutes of a service's length; an empty field is none. */
const durationPart = (max: number) =>
  number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null || original === undefined ? null : value,
    )
    .nullable()
    .typeError(validationMessages.integer)
    .integer(validationMessages.integer)
    .min(0, validationMessages.positive)
    .max(max, withValues(validationMessages.numberMax, { max }));

/** The length in minutes the two duration fields make: hours × 60 + minutes. */
export const serviceDurationMinutes = (value: {
  duration_hours?: number | null;
  duration_minutes?: number | null;
}): number => (value.duration_hours ?? 0) * 60 + (value.duration_minutes ?? 0);

const schemas = new Map<number, ReturnType<typeof buildServiceSchema>>();

function buildServiceSchema(digits: number) {
  return formSchema({
    name: requiredString.max(SERVICE_NAME_MAX_LENGTH, maxChars(SERVICE_NAME_MAX_LENGTH)),
    description: optionalText(SERVICE_DESCRIPTION_MAX_LENGTH),
    translations: translations(
      object({
        language,
        name: requiredString.max(SERVICE_NAME_MAX_LENGTH, maxChars(SERVICE_NAME_MAX_LENGTH)),
        description: optionalText(SERVICE_DESCRIPTION_MAX_LENGTH),
      }),
    ),
    category_id: optionalCategoryId,
    price: amount(digits, true),
    price_is_from: boolean().typeError(validationMessages.invalid).default(false),
    discount_price: amount(digits, false).test(
      'not-above-price',
      validationMessages.discountAbovePrice,
      (value, context) => {
        const price = toMinorUnits(String(context.parent.price ?? ''), digits);
        const discount = value ? toMinorUnits(value, digits) : null;
        return price === null || discount === null || discount <= price;
      },
    ),
    duration_hours: durationPart(SERVICE_DURATION_MAX_HOURS),
    duration_minutes: durationPart(SERVICE_DURATION_MAX_MINUTES),
    photos: array()
      .of(textSchema().required(validationMessages.invalid))
      .nullable()
      .max(
        SERVICE_PHOTOS_MAX,
        withValues(validationMessages.max, { length: SERVICE_PHOTOS_MAX, items: 'files' }),
      )
      .test('unique', validationMessages.unique, (list) => !list || new Set(list).size === list.length),
    is_visible: boolean().typeError(validationMessages.invalid).default(true),
    takes_applications: boolean().typeError(validationMessages.invalid).default(true),
    bookable_online: boolean().typeError(validationMessages.invalid).default(false),
  }).test('duration', validationMessages.hoursOrMinutes, function check(this: TestContext, value) {
    // A part filled in wrongly (negative, too large, not a number) has its own error; "fill in" is for both left
    // empty or zero.
    const isFilled = (part: number | null | undefined) => part !== null && part !== undefined && part !== 0;
    if (!value || isFilled(value.duration_hours) || isFilled(value.duration_minutes)) return true;
    return this.createError({ path: 'duration', message: validationMessages.hoursOrMinutes });
  });
}

/**
 * A service as the owner saves it (ServiceInput), for the CRM's form and the API alike. Prices are typed amounts
 * ("12.50", "1 500") in the project's currency, checked against its `minorDigits` decimals; the discount price is
 * never above the price (spec §5); the length is hours and minutes, at least one of them filled in, and its error
 * is reported under `duration`.
 * @example validateWith(serviceSchema(2), { name: 'Haircut', price: '40', duration_minutes: 45 })
 */
export function serviceSchema(minorDigits: number = DEFAULT_MINOR_DIGITS) {
  let schema = schemas.get(minorDigits);
  if (!schema) {
    schema = buildServiceSchema(minorDigits);
    schemas.set(minorDigits, schema);
  }
  return schema;
}

/** A category of the project's services (ServiceCategoryInput). */
export const serviceCategorySchema = formSchema({
  name: requiredString.max(SERVICE_CATEGORY_NAME_MAX_LENGTH, maxChars(SERVICE_CATEGORY_NAME_MAX_LENGTH)),
  translations: translations(
    object({
      language,
      name: requiredString.max(SERVICE_CATEGORY_NAME_MAX_LENGTH, maxChars(SERVICE_CATEGORY_NAME_MAX_LENGTH)),
    }),
  ),
  is_visible: boolean().typeError(validationMessages.invalid).default(true),
});
