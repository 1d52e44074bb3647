import {
  SITE_LANGUAGES,
  siteSettingsSchema,
  validateWith,
  type MessageDescriptor,
  type SiteLanguage,
} from '@donut/validation';
import type { SiteSettingsFieldsFragment, SiteSettingsInput } from '@donut/graphql';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday in the form: not shown on the site, open (with optional break), or a day off. */
export interface DayValues {
  weekday: number;
  state: 'unset' | 'open' | 'off';
  opens_at: string;
  closes_at: string;
  break_starts_at: string;
  break_ends_at: string;
}

export interface AddressValues {
  id: string | null;
  title: string;
  address: string;
  /** As typed: a point needs both as numbers (spec §5 "You need to select a point on the map"). */
  lat: string;
  lng: string;
  hours: DayValues[];
}

export interface SiteFormValues {
  is_published: boolean;
  logo: { file: File | null; isDeleted: boolean };
  cover: { file: File | null; isDeleted: boolean };
  brand_color: string;
  languages: SiteLanguage[];
  default_language: string;
  texts: Record<SiteLanguage, { headline: string; about: string }>;
  contacts: {
    phones: Array<{ label: string; number: string }>;
    email: string;
    telegram: string;
    whatsapp: string;
    instagram: string;
    facebook: string;
    vk: string;
    website: string;
  };
  addresses: AddressValues[];
}

export const emptyDay = (weekday: number): DayValues => ({
  weekday,
  state: 'unset',
  opens_at: '',
  closes_at: '',
  break_starts_at: '',
  break_ends_at: '',
});

export const emptyAddress = (): AddressValues => ({
  id: null,
  title: '',
  address: '',
  lat: '',
  lng: '',
  hours: WEEKDAYS.map(emptyDay),
});

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The saved site as the form's values: all three languages' texts, all seven days of every address. */
export function siteFormValues(site: SiteSettingsFieldsFragment): SiteFormValues {
  const texts = Object.fromEntries(
    SITE_LANGUAGES.map((language) => {
      const saved = site.texts.find((item) => item.language === language);
      return [language, { headline: text(saved?.headline), about: text(saved?.about) }];
    }),
  ) as SiteFormValues['texts'];
  return {
    is_published: site.is_published,
    logo: { file: null, isDeleted: false },
    cover: { file: null, isDeleted: false },
    brand_color: text(site.brand_color),
    languages: SITE_LANGUAGES.filter((language) => site.languages.includes(language)),
    default_language: site.default_language,
    texts,
    contacts: {
      phones: site.contacts.phones.map((phone) => ({ label: text(phone.label), number: phone.number })),
      email: text(site.contacts.email),
      telegram: text(site.contacts.telegram),
      whatsapp: text(site.contacts.whatsapp),
      instagram: text(site.contacts.instagram),
      facebook: text(site.contacts.facebook),
      vk: text(site.contacts.vk),
      website: text(site.contacts.website),
    },
    addresses: site.addresses.map((address) => ({
      id: address.id,
      title: address.title,
      address: address.address,
      lat: String(address.point.lat),
      lng: String(address.point.lng),
      hours: WEEKDAYS.map((weekday) => {
        const day = address.hours.find((item) => item.weekday === weekday);
        if (!day) return emptyDay(weekday);
        return {
          weekday,
          state: day.is_day_off ? 'off' : 'open',
          opens_at: text(day.opens_at),
          closes_at: text(day.closes_at),
          break_starts_at: text(day.break_starts_at),
          break_ends_at: text(day.break_ends_at),
        };
      }),
    })),
  };
}

/** A coordinate as typed ("41.7097", "41,7097"), or null. */
function coordinate(value: string): number | null {
  const number = Number(value.trim().replace(',', '.'));
  return value.trim() && Number.isFinite(number) ? number : null;
}

/** The point of an address, or null while either coordinate is missing. */
export function pointOf(address: Pick<AddressValues, 'lat' | 'lng'>): { lat: number; lng: number } | null {
  const [lat, lng] = [coordinate(address.lat), coordinate(address.lng)];
  return lat === null || lng === null ? null : { lat, lng };
}

/** The days of an address the site shows, in the order SaveSiteSettings gets them. */
export const shownDays = (address: AddressValues) => address.hours.filter((day) => day.state !== 'unset');

/** SaveSiteSettings' input: texts of the enabled languages only, days that are set, points as numbers. */
export function toSiteInput(values: SiteFormValues): SiteSettingsInput {
  return {
    is_published: values.is_published,
    logo_deleted: values.logo.isDeleted && !values.logo.file,
    cover_deleted: values.cover.isDeleted && !values.cover.file,
    brand_color: orNull(values.brand_color),
    languages: values.languages,
    default_language: values.default_language,
    texts: values.languages.map((language) => ({
      language,
      headline: orNull(values.texts[language].headline),
      about: orNull(values.texts[language].about),
    })),
    contacts: {
      phones: values.contacts.phones.map((phone) => ({
        label: orNull(phone.label),
        number: phone.number.trim(),
      })),
      email: orNull(values.contacts.email),
      telegram: orNull(values.contacts.telegram),
      whatsapp: orNull(values.contacts.whatsapp),
      instagram: orNull(values.contacts.instagram),
      facebook: orNull(values.contacts.facebook),
      vk: orNull(values.contacts.vk),
      website: orNull(values.contacts.website),
    },
    addresses: values.addresses.map((address) => ({
      id: address.id,
      title: address.title,
      address: address.address,
      point: pointOf(address),
      hours: shownDays(address).map((day) => ({
        weekday: day.weekday,
        is_day_off: day.state === 'off',
        opens_at: day.state === 'open' ? orNull(day.opens_at) : null,
        closes_at: day.state === 'open' ? orNull(day.closes_at) : null,
        break_starts_at: day.state === 'open' ? orNull(day.break_starts_at) : null,
        break_ends_at: day.state === 'open' ? orNull(day.break_ends_at) : null,
      })),
    })),
  };
}

/** The pictures chosen and not saved yet, sent as uploads with the input. */
export const siteUploads = (values: SiteFormValues) => ({
  ...(values.logo.file ? { logo: values.logo.file } : {}),
  ...(values.cover.file ? { cover: values.cover.file } : {}),
});

/** The shared rules (the API's own) on the form: errors by the input's paths, as the API would answer them. */
export function validateSite(values: SiteFormValues): Record<string, MessageDescriptor> {
  const result = validateWith(siteSettingsSchema, toSiteInput(values));
  return result.ok ? {} : result.errors;
}
