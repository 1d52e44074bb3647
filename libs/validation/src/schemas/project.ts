import { array, boolean, object } from 'yup';
import { validationMessages, withValues } from '../messages';
import { formSchema } from './form';
import { requiredString, textSchema } from './text';
import { websiteAddressSchema } from './website-address';

export const PROJECT_NAME_MAX_LENGTH = 100;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 2000;

/** Sections of a project whose visibility the owner chooses (spec §3 create form, SaveMenu). */
export const PROJECT_SECTIONS = ['products', 'orders', 'services', 'applications'] as const;
export type ProjectSection = (typeof PROJECT_SECTIONS)[number];

const optionalId = textSchema()
  .nullable()
  .matches(/^\d{1,9}$/, { message: validationMessages.invalid, excludeEmptyString: true });

/** SaveProject: the name and the website address are required; the rest is optional. */
export const projectSchema = formSchema({
  name: requiredString.max(
    PROJECT_NAME_MAX_LENGTH,
    withValues(validationMessages.max, { length: PROJECT_NAME_MAX_LENGTH, items: 'characters' }),
  ),
  domain: websiteAddressSchema,
  description: textSchema()
    .trim()
    .nullable()
    .max(
      PROJECT_DESCRIPTION_MAX_LENGTH,
      withValues(validationMessages.max, { length: PROJECT_DESCRIPTION_MAX_LENGTH, items: 'characters' }),
    ),
  currency_id: optionalId,
  direction_id: optionalId,
  language_id: optionalId,
  locale: textSchema().nullable().oneOf(['ru', 'en', 'ka', null], validationMessages.invalid),
  timezone: textSchema()
    .nullable()
    .max(64, withValues(validationMessages.max, { length: 64, items: 'characters' }))
    .test('time-zone', validationMessages.invalid, (value) => !value || isTimeZone(value)),
});

/** Whether the runtime knows the IANA time zone (Asia/Tbilisi, Europe/Moscow, UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** SaveMenu: each known section at most once, with its visibility. */
export const menuSchema = array()
  .of(
    object({
      key: textSchema()
        .required(validationMessages.required)
        .oneOf([...PROJECT_SECTIONS], validationMessages.invalid),
      is_visible: boolean().required(validationMessages.required).typeError(validationMessages.invalid),
    }),
  )
  .required(validationMessages.required)
  .max(
    PROJECT_SECTIONS.length,
    withValues(validationMessages.max, { length: PROJECT_SECTIONS.length, items: 'items' }),
  )
  .test(
    'unique',
    validationMessages.unique,
    (menu) => new Set(menu?.map((item) => item.key)).size === (menu?.length ?? 0),
  );
