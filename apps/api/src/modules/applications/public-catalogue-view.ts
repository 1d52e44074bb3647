import { toImage } from '../files/store-image';
import { toApplicationForm } from '../services/application-form-view';
import type { PublicServiceRow } from './public-catalogue.service';

type UploadUrl = (key: string) => string;

/** A service as the site shows it: its texts in `language` when translated, its form only when it takes applications. */
export function toPublicService(row: PublicServiceRow, language: string, uploadUrl: UploadUrl) {
  const translation = row.translations[language];
  return {
    id: row.id,
    name: translation?.name || row.name,
    description: translation?.description || row.description,
    category_id: row.categoryId,
    photos: row.photos.flatMap((photo) => toImage(photo, uploadUrl) ?? []),
    price_minor: row.priceMinor,
    price_is_from: row.priceIsFrom,
    discount_price_minor: row.discountPriceMinor,
    duration_minutes: row.durationMinutes,
    takes_applications: row.takesApplications,
    bookable_online: row.bookableOnline,
    form: row.takesApplications ? toApplicationForm(row.form, language) : null,
  };
}

export const toPublicCategory = (
  row: { id: string; name: string; translations: Record<string, { name: string }> },
  language: string,
) => ({ id: row.id, name: row.translations[language]?.name || row.name });
