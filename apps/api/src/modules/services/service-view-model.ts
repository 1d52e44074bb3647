import { SITE_LANGUAGES } from '@donut/validation';
import { toImage } from '../files/store-image';
import { toApplicationForm } from './application-form-view';
import type { ServiceCategoryWithCount } from './service-categories.service';
import type { ServiceRow } from './services.service';

type UploadUrl = (key: string) => string;

/** Stored translations as the contract lists them: one entry per language, in the product's language order. */
function translationList<T>(byLanguage: Record<string, T>) {
  return SITE_LANGUAGES.filter((language) => byLanguage[language]).map((language) => ({
    language,
    ...byLanguage[language],
  }));
}

/** What a service offers, the same for the owner and on the site: category, photos, prices, length, switches. */
export function serviceOffer(row: ServiceRow, uploadUrl: UploadUrl) {
  return {
    category_id: row.categoryId,
    photos: row.photos.flatMap((photo) => toImage(photo, uploadUrl) ?? []),
    price_minor: row.priceMinor,
    price_is_from: row.priceIsFrom,
    discount_price_minor: row.discountPriceMinor,
    duration_minutes: row.durationMinutes,
    takes_applications: row.takesApplications,
    bookable_online: row.bookableOnline,
  };
}

/** A service as the owner's GraphQL type `ProjectService` shows it. */
/** `newApplications`: the count of its new applications (newApplicationCounts). */
export function toService(
  row: ServiceRow,
  uploadUrl: UploadUrl,
  newApplications = new Map<string, number>(),
) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    translations: translationList(row.translations),
    ...serviceOffer(row, uploadUrl),
    is_visible: row.isVisible,
    form: toApplicationForm(row.form),
    new_application_count: newApplications.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toServiceCategory(row: ServiceCategoryWithCount) {
  return {
    id: row.id,
    name: row.name,
    translations: translationList(row.translations),
    is_visible: row.isVisible,
    service_count: row.serviceCount,
  };
}
