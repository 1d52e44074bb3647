import { toApplicationForm } from '../services/application-form-view';
import { serviceOffer } from '../services/service-view-model';
import { shownTexts } from '../catalogue/catalogue-public';
import type { PublicServiceRow } from './public-catalogue.service';

type UploadUrl = (key: string) => string;

/** A service as the site shows it: its texts in `language` when translated, its form only when it takes applications. */
export function toPublicService(row: PublicServiceRow, language: string, uploadUrl: UploadUrl) {
  const { name, description } = shownTexts(row, language);
  return {
    id: row.id,
    name,
    description: description ?? null,
    ...serviceOffer(row, uploadUrl),
    form: row.takesApplications ? toApplicationForm(row.form, language) : null,
  };
}
