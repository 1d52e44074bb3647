import { array, boolean, number, object } from 'yup';
import { validationMessages, withValues } from '../messages';
import { emailSchema } from './email';
import { formSchema } from './form';
import { phoneSchema, isPhone } from './phone';
import { requiredString, textSchema } from './text';
import { isWebUrl } from './url';

/** The languages a project's site can speak (the product's own). */
export const SITE_LANGUAGES = ['ru', 'en', 'ka'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const SITE_HEADLINE_MAX_LENGTH = 120;
export const SITE_ABOUT_MAX_LENGTH = 2000;
export const SITE_PHONES_MAX = 5;
export const SITE_PHONE_LABEL_MAX_LENGTH = 40;
export const SITE_ADDRESSES_MAX = 20;
export const SITE_ADDRESS_TITLE_MAX_LENGTH = 100;
export const SITE_ADDRESS_TEXT_MAX_LENGTH = 300;
export const SITE_LINK_MAX_LENGTH = 200;

const maxChars = (length: number) => withValues(validationMessages.max, { length, items: 'characters' });
const maxItems = (length: number) => withValues(validationMessages.max, { length, items: 'items' });

const language = textSchema()
  .required(validationMessages.required)
  .oneOf([...SITE_LANGUAGES], validationMessages.invalid);

/** A text of the site that may be left empty (stored as null). */
const optionalText = (max: number) =>
  textSchema()
    .trim()
    .nullable()
    .max(max, maxChars(max))
    .transform((value: unknown) => (value === '' ? null : value));

// A handle as the networks allow them: Telegram 5-32 of letters, digits and _, Instagram up to 30 with dots.
const TELEGRAM_HANDLE = /^@?[a-z][a-z\d_]{4,31}$/i;
const INSTAGRAM_HANDLE = /^@?[a-z\d._]{1,30}$/i;
const PAGE_HANDLE = /^@?[a-z\d._-]{2,50}$/i;

/** Whether the text is a link to `hosts` (or their subdomains), with or without https://. */
function isLinkTo(value: string, hosts: readonly string[]): boolean {
  if (!isWebUrl(value)) return false;
  const host = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`).hostname;
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A messenger or social contact: a handle of that network or a link to it. */
const socialLink = (handle: RegExp, hosts: readonly string[]) =>
  optionalText(SITE_LINK_MAX_LENGTH).test(
    'social-link',
    validationMessages.url,
    (value) => !value || handle.test(value) || isLinkTo(value, hosts),
  );

export const siteContactsSchema = object({
  phones: array()
    .of(
      object({
        label: optionalText(SITE_PHONE_LABEL_MAX_LENGTH),
        number: phoneSchema,
      }),
    )
    .default([])
    .max(SITE_PHONES_MAX, maxItems(SITE_PHONES_MAX)),
  email: emailSchema
    .nullable()
    .notRequired()
    .transform((value: unknown) => (value === '' ? null : value)),
  telegram: socialLink(TELEGRAM_HANDLE, ['t.me', 'telegram.me']),
  whatsapp: optionalText(SITE_LINK_MAX_LENGTH).test(
    'whatsapp',
    validationMessages.phone,
    (value) => !value || isPhone(value) || isLinkTo(value, ['wa.me', 'whatsapp.com']),
  ),
  instagram: socialLink(INSTAGRAM_HANDLE, ['instagram.com']),
  facebook: socialLink(PAGE_HANDLE, ['facebook.com', 'fb.com']),
  vk: socialLink(PAGE_HANDLE, ['vk.com', 'vk.ru']),
  website: optionalText(SITE_LINK_MAX_LENGTH).test(
    'url',
    validationMessages.url,
    (value) => !value || isWebUrl(value),
  ),
}).default({});

/** A coordinate; a missing point is the spec §5 map message, not "required". */
const coordinate = (limit: number) =>
  number()
    .typeError(validationMessages.mapPoint)
    .required(validationMessages.mapPoint)
    .min(-limit, validationMessages.mapPoint)
    .max(limit, validationMessages.mapPoint);

/** A time of day field of a working day (HH:MM), empty when not set. */
const dayTime = textSchema()
  .nullable()
  .matches(/^(?:[01]\d|2[0-3]):[0-5]\d$/, {
    message: validationMessages.timeFormat,
    excludeEmptyString: true,
  })
  .transform((value: unknown) => (value === '' ? null : value));

export const siteWorkingDaySchema = object({
  weekday: number()
    .typeError(validationMessages.invalid)
    .required(validationMessages.required)
    .integer(validationMessages.integer)
    .min(1, validationMessages.invalid)
    .max(7, validationMessages.invalid),
  is_day_off: boolean().typeError(validationMessages.invalid).required(validationMessages.required),
  opens_at: dayTime,
  closes_at: dayTime,
  break_starts_at: dayTime,
  break_ends_at: dayTime,
});

export const siteAddressSchema = object({
  id: textSchema().nullable(),
  title: requiredString.max(SITE_ADDRESS_TITLE_MAX_LENGTH, maxChars(SITE_ADDRESS_TITLE_MAX_LENGTH)),
  address: requiredString.max(SITE_ADDRESS_TEXT_MAX_LENGTH, maxChars(SITE_ADDRESS_TEXT_MAX_LENGTH)),
  point: object({ lat: coordinate(90), lng: coordinate(180) })
    .nonNullable(validationMessages.mapPoint)
    .required(validationMessages.mapPoint)
    .typeError(validationMessages.mapPoint),
  hours: array()
    .of(siteWorkingDaySchema)
    .default([])
    .max(7, maxItems(7))
    .test(
      'unique',
      validationMessages.unique,
      (days) => new Set(days?.map((day) => day.weekday)).size === (days?.length ?? 0),
    ),
});

/**
 * SaveSiteSettings: what the owner configures for the project's site. The default language is one of the
 * enabled ones, texts exist only for enabled languages; the working-hours rules of each day are the API's.
 */
export const siteSettingsSchema = formSchema({
  is_published: boolean().typeError(validationMessages.invalid).default(false),
  brand_color: textSchema()
    .nullable()
    .matches(/^#[\da-f]{6}$/i, { message: validationMessages.colour, excludeEmptyString: true })
    .transform((value: unknown) => (value === '' ? null : value)),
  languages: array()
    .of(language)
    .required(validationMessages.required)
    .min(1, validationMessages.required)
    .max(SITE_LANGUAGES.length, maxItems(SITE_LANGUAGES.length))
    .test('unique', validationMessages.unique, (list) => new Set(list).size === (list?.length ?? 0)),
  default_language: language.test(
    'enabled',
    validationMessages.invalid,
    (value, context) => !value || ((context.parent.languages as string[] | undefined) ?? []).includes(value),
  ),
  texts: array()
    .of(
      object({
        language: language.test(
          'enabled',
          validationMessages.invalid,
          (value, context) =>
            !value ||
            (((context.from?.[1]?.value as { languages?: string[] })?.languages ?? []) as string[]).includes(
              value,
            ),
        ),
        headline: optionalText(SITE_HEADLINE_MAX_LENGTH),
        about: optionalText(SITE_ABOUT_MAX_LENGTH),
      }),
    )
    .default([])
    .max(SITE_LANGUAGES.length, maxItems(SITE_LANGUAGES.length))
    .test(
      'unique',
      validationMessages.unique,
      (texts) => new Set(texts?.map((text) => text.language)).size === (texts?.length ?? 0),
    ),
  contacts: siteContactsSchema,
  addresses: array().of(siteAddressSchema).default([]).max(SITE_ADDRESSES_MAX, maxItems(SITE_ADDRESSES_MAX)),
  logo_deleted: boolean().typeError(validationMessages.invalid).default(false),
  cover_deleted: boolean().typeError(validationMessages.invalid).default(false),
});

/** The brand colour's readable text colour: black or white, whichever contrasts more (WCAG luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
