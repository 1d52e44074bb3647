import { array, mixed, number, object } from 'yup';
import { validationMessages, withValues } from '../messages';
import { maxChars, optionalText } from './catalogue';
import { emailSchema } from './email';
import { formSchema } from './form';
import { isUuid } from './ids';
import { phoneSchema } from './phone';
import { requiredString, textSchema } from './text';

export const DELIVERY_KIND_VALUES = ['pickup', 'courier', 'post'] as const;
export const PAYMENT_METHOD_VALUES = ['cash_on_receipt', 'card_on_receipt', 'online'] as const;
/** The most lines one order holds, and units of one line. */
export const ORDER_LINES_MAX = 100;
export const ORDER_LINE_QUANTITY_MAX = 999;
export const ORDER_CONTACT_NAME_MAX_LENGTH = 100;
export const ORDER_ADDRESS_MAX_LENGTH = 300;
export const ORDER_COMMENT_MAX_LENGTH = 1000;
/** A key the client makes once per checkout (a UUID suits); the same key sent again is the same order. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const uuid = textSchema()
  .required(validationMessages.required)
  .test('uuid', validationMessages.invalid, isUuid);

/** How many units of a line: a whole number from 1. */
export const orderQuantitySchema = number()
  .required(validationMessages.required)
  .typeError(validationMessages.integer)
  .integer(validationMessages.integer)
  .min(1, validationMessages.positive)
  .max(ORDER_LINE_QUANTITY_MAX, withValues(validationMessages.numberMax, { max: ORDER_LINE_QUANTITY_MAX }));

const line = object({ variant_id: uuid, quantity: orderQuantitySchema });

const oneOf = <T extends string>(values: readonly T[]) =>
  mixed<T>()
    .required(validationMessages.required)
    .oneOf([...values], validationMessages.invalid);

/**
 * A checkout as the customer sends it (PlaceOrderInput), for the client view's form and the API alike: the lines
 * (each variant once), the contact, the delivery with its address (the customer's for courier and post, one of the
 * site's addresses for pickup), a comment, the payment method and the checkout's idempotency key. Prices are never
 * taken from the client: the API prices the lines itself.
 */
export const checkoutSchema = formSchema({
  items: array(line)
    .required(validationMessages.required)
    .min(1, validationMessages.required)
    .max(ORDER_LINES_MAX, withValues(validationMessages.max, { length: ORDER_LINES_MAX, items: 'items' }))
    .test(
      'unique',
      validationMessages.unique,
      (list) => !list || new Set(list.map((item) => item.variant_id)).size === list.length,
    ),
  name: requiredString.max(ORDER_CONTACT_NAME_MAX_LENGTH, maxChars(ORDER_CONTACT_NAME_MAX_LENGTH)),
  phone: phoneSchema,
  email: emailSchema
    .optional()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value)),
  delivery_kind: oneOf(DELIVERY_KIND_VALUES),
  address: optionalText(ORDER_ADDRESS_MAX_LENGTH).when('delivery_kind', {
    is: (kind: string) => kind === 'courier' || kind === 'post',
    then: (schema) => schema.nonNullable(validationMessages.required).required(validationMessages.required),
  }),
  pickup_address_id: textSchema()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .when('delivery_kind', {
      is: 'pickup',
      then: (schema) =>
        schema
          .nonNullable(validationMessages.required)
          .required(validationMessages.required)
          .test('uuid', validationMessages.invalid, (value) => !value || isUuid(value)),
    }),
  comment: optionalText(ORDER_COMMENT_MAX_LENGTH),
  payment_method: oneOf(PAYMENT_METHOD_VALUES),
  idempotency_key: requiredString.matches(IDEMPOTENCY_KEY_PATTERN, { message: validationMessages.invalid }),
  /** A visitor's cart token: the ordered variants leave that cart. */
  cart_token: textSchema().nullable().max(64, maxChars(64)),
});
