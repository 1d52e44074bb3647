import { array, number } from 'yup';
import { SUPPORTED_LOCALES } from '@donut/i18n';
import { validationMessages, withValues } from '../messages';
import { emailSchema } from './email';
import { formSchema } from './form';
import { isPhone } from './phone';
import { textSchema } from './text';

export const CUSTOMER_NAME_MAX_LENGTH = 100;
export const CUSTOMER_TAG_MAX_LENGTH = 32;
export const CUSTOMER_MAX_TAGS = 20;
export const CUSTOMER_NOTE_MAX_LENGTH = 2000;

const optionalText = (max: number) =>
  textSchema()
    .trim()
    .nullable()
    .max(max, withValues(validationMessages.max, { length: max, items: 'characters' }));

const optionalPhone = optionalText(32).test(
  'phone',
  validationMessages.phone,
  (value) => !value || isPhone(value),
);

const optionalEmail = textSchema()
  .trim()
  .nullable()
  .test('email', validationMessages.email, (value) => !value || emailSchema.isValidSync(value));

const language = textSchema()
  .required(validationMessages.required)
  .oneOf([...SUPPORTED_LOCALES], validationMessages.invalid);

const tag = textSchema()
  .trim()
  .required(validationMessages.required)
  .max(
    CUSTOMER_TAG_MAX_LENGTH,
    withValues(validationMessages.max, { length: CUSTOMER_TAG_MAX_LENGTH, items: 'characters' }),
  );

/**
 * A customer as the owner saves it in the CRM (CustomerInput): some way to tell who it is (a name, a phone or
 * an e-mail), a language for their messages, tags and a personal discount in whole percent.
 */
export const customerSchema = formSchema({
  name: optionalText(CUSTOMER_NAME_MAX_LENGTH),
  phone: optionalPhone,
  email: optionalEmail,
  language,
  discount_percent: number()
    .typeError(validationMessages.percentRange)
    .required(validationMessages.required)
    .integer(validationMessages.percentRange)
    .min(0, validationMessages.percentRange)
    .max(100, validationMessages.percentRange),
  tags: array(tag)
    .typeError(validationMessages.invalid)
    .required(validationMessages.required)
    .max(CUSTOMER_MAX_TAGS, withValues(validationMessages.max, { length: CUSTOMER_MAX_TAGS, items: 'items' }))
    .test('unique', validationMessages.unique, (tags) => {
      const lower = (tags ?? []).map((one) => one.toLowerCase());
      return new Set(lower).size === lower.length;
    }),
}).test('contact', validationMessages.customerContactRequired, (value) =>
  Boolean(value?.name || value?.phone || value?.email),
);

/** What a customer edits in their own cabinet; the e-mail changes only through a mailed code. */
export const customerProfileSchema = formSchema({
  name: optionalText(CUSTOMER_NAME_MAX_LENGTH),
  phone: optionalPhone,
  language,
});

/** A note on a customer's card. */
export const customerNoteSchema = formSchema({
  text: textSchema()
    .trim()
    .required(validationMessages.required)
    .max(
      CUSTOMER_NOTE_MAX_LENGTH,
      withValues(validationMessages.max, { length: CUSTOMER_NOTE_MAX_LENGTH, items: 'characters' }),
    ),
});

/** The web sign-in's first step: where to mail the one-time code. */
export const customerEmailCodeRequestSchema = formSchema({ email: emailSchema });

/** The web sign-in's second step: the address and the six digits mailed to it. */
export const customerEmailCodeSchema = formSchema({
  email: emailSchema,
  code: textSchema()
    .trim()
    .required(validationMessages.required)
    .matches(/^\d{6}$/, { message: validationMessages.oneTimeCode }),
});
