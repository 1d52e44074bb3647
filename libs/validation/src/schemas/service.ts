import { number, type TestContext } from 'yup';
import { validationMessages, withValues } from '../messages';
import {
  amount,
  byMinorDigits,
  CATALOGUE_CATEGORY_NAME_MAX_LENGTH,
  CATALOGUE_PHOTOS_MAX,
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
import { requiredString } from './text';

export const SERVICE_NAME_MAX_LENGTH = 150;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 3000;
export const SERVICE_CATEGORY_NAME_MAX_LENGTH = CATALOGUE_CATEGORY_NAME_MAX_LENGTH;
/** A service shows at most this many photos, like the project's gallery. */
export const SERVICE_PHOTOS_MAX = CATALOGUE_PHOTOS_MAX;
export const SERVICE_DURATION_MAX_HOURS = 999;
export const SERVICE_DURATION_MAX_MINUTES = 999;

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

function buildServiceSchema(digits: number) {
  return formSchema({
    name: requiredString.max(SERVICE_NAME_MAX_LENGTH, maxChars(SERVICE_NAME_MAX_LENGTH)),
    description: optionalText(SERVICE_DESCRIPTION_MAX_LENGTH),
    translations: itemTranslations(SERVICE_NAME_MAX_LENGTH, SERVICE_DESCRIPTION_MAX_LENGTH),
    category_id: optionalCategoryId,
    price: amount(digits, true),
    price_is_from: flag(false),
    discount_price: discountAmount(digits),
    duration_hours: durationPart(SERVICE_DURATION_MAX_HOURS),
    duration_minutes: durationPart(SERVICE_DURATION_MAX_MINUTES),
    photos: photoHashes,
    is_visible: flag(true),
    takes_applications: flag(true),
    bookable_online: flag(false),
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
export const serviceSchema = byMinorDigits(buildServiceSchema);

/** A category of the project's services (ServiceCategoryInput). */
export const serviceCategorySchema = catalogueCategorySchema;
