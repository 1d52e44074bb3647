import { array, mixed, number, object } from 'yup';
import { validationMessages, withValues } from '../messages';
import { amount, byMinorDigits, flag, maxChars, optionalText } from './catalogue';
import { DELIVERY_KIND_VALUES } from './checkout';
import { formSchema } from './form';
import { SITE_LANGUAGES } from './site';
import { requiredString, textSchema } from './text';

export const DELIVERY_NAME_MAX_LENGTH = 100;
export const DELIVERY_DESCRIPTION_MAX_LENGTH = 500;
export const PAYMENT_WINDOW_MIN_MINUTES = 15;
export const PAYMENT_WINDOW_MAX_MINUTES = 1440;

const deliveryTexts = array(
  object({
    language: textSchema()
      .required(validationMessages.required)
      .oneOf([...SITE_LANGUAGES], validationMessages.invalid),
    name: requiredString.max(DELIVERY_NAME_MAX_LENGTH, maxChars(DELIVERY_NAME_MAX_LENGTH)),
    description: optionalText(DELIVERY_DESCRIPTION_MAX_LENGTH),
  }),
)
  .default([])
  .max(
    SITE_LANGUAGES.length,
    withValues(validationMessages.max, { length: SITE_LANGUAGES.length, items: 'items' }),
  )
  .test(
    'unique',
    validationMessages.unique,
    (list) => new Set(list?.map((item) => item.language)).size === (list?.length ?? 0),
  );

const delivery = (digits: number) =>
  object({
    kind: mixed<(typeof DELIVERY_KIND_VALUES)[number]>()
      .required(validationMessages.required)
      .oneOf([...DELIVERY_KIND_VALUES], validationMessages.invalid),
    is_enabled: flag(false),
    price: amount(digits, false),
    free_from: amount(digits, false),
    texts: deliveryTexts,
  });

function buildShopSettingsSchema(digits: number) {
  return formSchema({
    deliveries: array(delivery(digits))
      .required(validationMessages.required)
      .max(DELIVERY_KIND_VALUES.length, withValues(validationMessages.max, { length: 3, items: 'items' }))
      .test(
        'unique',
        validationMessages.unique,
        (list) => new Set(list?.map((item) => item.kind)).size === (list?.length ?? 0),
      ),
    online_payment_enabled: flag(false),
    payment_window_minutes: number()
      .required(validationMessages.required)
      .typeError(validationMessages.integer)
      .integer(validationMessages.integer)
      .min(
        PAYMENT_WINDOW_MIN_MINUTES,
        withValues(validationMessages.numberMin, { min: PAYMENT_WINDOW_MIN_MINUTES }),
      )
      .max(
        PAYMENT_WINDOW_MAX_MINUTES,
        withValues(validationMessages.numberMax, { max: PAYMENT_WINDOW_MAX_MINUTES }),
      ),
  });
}

/**
 * The shop's delivery and payment settings as the owner saves them (ShopSettingsInput): each delivery kind at most
 * once, with its price and (courier) free-from amount typed in the project's currency, its texts per site language,
 * and how long an unpaid online order waits (15 minutes to a day).
 */
export const shopSettingsSchema = byMinorDigits(buildShopSettingsSchema);
