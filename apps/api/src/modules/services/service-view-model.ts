import { toImage } from '../files/store-image';
import { toApplicationForm } from './application-form-view';
import type { CategoryWithCount } from '../catalogue/catalogue-categories';
import { categoryView, translationList } from '../catalogue/catalogue-view';
import type { ServiceRow } from './services.service';

type UploadUrl = (key: string) => string;

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

export const toServiceCategory = (row: CategoryWithCount) => ({
  ...categoryView(row),
  service_count: row.itemCount,
});
