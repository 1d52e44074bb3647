import type { ServiceEditorFieldsFragment, ServiceInput } from '@donut/graphql';
import { fromMinorUnits, serviceSchema, validateWith, type MessageDescriptor } from '@donut/validation';
import {
  emptyTranslations,
  orNull,
  toTranslationInputs,
  translationFieldOf,
  translationValues,
  wholeNumber,
  type TranslationValues,
} from '../../shared/catalogue/catalogue-form-values';
import { galleryChanges, galleryFromImages, type GalleryState } from '../../shared/gallery/gallery-state';
import {
  applicationFormValues,
  changedFormFields,
  validateApplicationForm,
  type ApplicationFormValues,
} from './application-form-values';

/** The service form's values as typed: amounts and the length stay text until they are checked. */
export interface ServiceFormValues {
  name: string;
  description: string;
  categoryId: string;
  price: string;
  priceIsFrom: boolean;
  discountPrice: string;
  hours: string;
  minutes: string;
  isVisible: boolean;
  takesApplications: boolean;
  bookableOnline: boolean;
  photos: GalleryState;
  /** The application form's fields, shown while the service takes applications. */
  form: ApplicationFormValues;
  /** By language code: the site's languages other than its default. */
  translations: Record<string, TranslationValues>;
}

/** ServiceInput's fields the form shows, by which the API's field errors go under their fields. */
export const SERVICE_FORM_FIELDS = [
  'name',
  'description',
  'category_id',
  'price',
  'discount_price',
  'duration',
  'duration_hours',
  'duration_minutes',
  'photos',
  'photo_uploads',
] as const;

/** A new service: shown on the site and taking requests, in the category the list was showing. */
export function emptyServiceValues(
  categoryId: string | null,
  languages: readonly string[],
): ServiceFormValues {
  return {
    name: '',
    description: '',
    categoryId: categoryId ?? '',
    price: '',
    priceIsFrom: false,
    discountPrice: '',
    hours: '',
    minutes: '',
    isVisible: true,
    takesApplications: true,
    bookableOnline: false,
    photos: galleryFromImages([]),
    form: applicationFormValues(null, languages),
    translations: emptyTranslations(languages),
  };
}

/** A saved service as the form starts: its prices as amounts in the currency's `digits` decimals. */
export function serviceFormValues(
  service: ServiceEditorFieldsFragment,
  digits: number,
  languages: readonly string[],
): ServiceFormValues {
  const hours = Math.floor(service.duration_minutes / 60);
  const minutes = service.duration_minutes % 60;
  return {
    name: service.name,
    description: service.description ?? '',
    categoryId: service.category_id ?? '',
    price: fromMinorUnits(service.price_minor, digits),
    priceIsFrom: service.price_is_from,
    discountPrice:
      service.discount_price_minor === null ? '' : fromMinorUnits(service.discount_price_minor, digits),
    hours: hours ? String(hours) : '',
    minutes: minutes ? String(minutes) : '',
    isVisible: service.is_visible,
    takesApplications: service.takes_applications,
    bookableOnline: service.bookable_online,
    photos: galleryFromImages(service.photos),
    form: applicationFormValues(service.form, languages),
    translations: translationValues(service.translations, languages),
  };
}

/**
 * CreateService's and UpdateService's input; `savedPhotos` are the hashes the service has (none when new), `savedForm`
 * its application form as it started (the form's fields go only when changed, and only while it takes applications).
 */
export function toServiceInput(
  values: ServiceFormValues,
  savedPhotos: readonly string[] = [],
  savedForm: ApplicationFormValues | null = null,
): ServiceInput {
  const photos = galleryChanges(values.photos, savedPhotos);
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    translations: toTranslationInputs(values.translations),
    category_id: values.categoryId || null,
    price: values.price.trim(),
    price_is_from: values.priceIsFrom,
    discount_price: orNull(values.discountPrice),
    // The schema refuses text that is not a whole number; GraphQL's Int would refuse it with no field named.
    duration_hours: wholeNumber(values.hours) as number | null,
    duration_minutes: wholeNumber(values.minutes) as number | null,
    // The kept photos in their new order; null keeps them as they are.
    photos: photos.image_galleries,
    is_visible: values.isVisible,
    takes_applications: values.takesApplications,
    bookable_online: values.bookableOnline,
    form_fields: values.takesApplications ? changedFormFields(values.form, savedForm) : undefined,
  };
}

/** The photos picked to upload, in their order (after the kept ones). */
export const photoUploads = (values: ServiceFormValues): File[] =>
  galleryChanges(values.photos, []).image_gallery_uploads;

/**
 * The shared rules (the API's own, `serviceSchema` with the currency's decimals) on the form: the first error of each
 * field by its input name, a translation's under `translations.<language>.<field>`.
 */
export function validateService(
  values: ServiceFormValues,
  digits: number,
): Record<string, MessageDescriptor> {
  const input = toServiceInput(values);
  const result = validateWith(serviceSchema(digits), input);
  const errors: Record<string, MessageDescriptor> = values.takesApplications
    ? validateApplicationForm(values.form)
    : {};
  if (result.ok) return errors;
  for (const [path, descriptor] of Object.entries(result.errors)) {
    errors[translationFieldOf(path, input.translations)] ??= descriptor;
  }
  return errors;
}
