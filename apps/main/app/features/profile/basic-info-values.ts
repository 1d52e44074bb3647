import type { ProfileChanges, SavedClient } from './use-save-profile';

/** The basic info form: text as typed ('' for "not given"), plus the avatar to upload or to delete. */
export interface BasicInfoValues {
  name: string;
  surname: string;
  phone: string;
  country_id: string;
  language_id: string;
  timezone: string;
  /** A newly chosen photo, checked already; null keeps the current one. */
  avatar: File | null;
  /** The current photo is to be removed (UpdateClientProfile's image_deleted). */
  image_deleted: boolean;
}

/** The form's values for the owner as the API knows them. */
export function basicInfoValues(client: SavedClient): BasicInfoValues {
  return {
    name: client.name ?? '',
    surname: client.surname ?? '',
    phone: client.phone ?? '',
    country_id: client.country?.id ?? '',
    language_id: client.language?.id ?? '',
    timezone: client.timezone ?? '',
    avatar: null,
    image_deleted: false,
  };
}

// Null clears the field on the API; sent explicitly, so emptying a field is a change like any other.
const textOrNull = (value: string) => value.trim() || null;

/** UpdateClientProfile's variables for the form (the avatar file travels separately). */
export function profileChanges(values: BasicInfoValues): ProfileChanges {
  return {
    name: textOrNull(values.name),
    surname: textOrNull(values.surname),
    phone: textOrNull(values.phone),
    country_id: values.country_id || null,
    language_id: values.language_id || null,
    timezone: values.timezone || null,
    image_deleted: values.image_deleted && !values.avatar,
  };
}
