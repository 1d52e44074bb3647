import { toApplicationForm } from '../services/application-form-view';
import { serviceOffer } from '../services/service-view-model';
import type { PublicServiceRow } from './public-catalogue.service';

type UploadUrl = (key: string) => string;

/** A service as the site shows it: its texts in `language` when translated, its form only when it takes applications. */
export function toPublicService(row: PublicServiceRow, language: string, uploadUrl: UploadUrl) {
  const translation = row.translations[language];
  return {
    id: row.id,
    name: translation?.name || row.name,
    description: translation?.description || row.description,
    ...serviceOffer(row, uploadUrl),
    form: row.takesApplications ? toApplicationForm(row.form, language) : null,
  };
}

export const toPublicCategory = (
  row: { id: string; name: string; translations: Record<string, { name: string }> },
  language: string,
) => ({ id: row.id, name: row.translations[language]?.name || row.name });
