import type { CrmProject } from '../../shared/project/load-project';
import { menuFromSections, sectionsFromMenu } from '../../shared/project/sections';
import { galleryChanges, galleryFromImages, type GalleryState } from '../../shared/gallery/gallery-state';
import type { MainImageValue } from './main-image-field';
import type { SettingsChanges } from './use-save-project';

/** The settings form: the project's texts, its currency, language and time zone, its two section switches and its pictures. */
export interface SettingsValues {
  name: string;
  description: string;
  /** The business's currency, language (ids, '' for none) and IANA time zone: changeable after creation too. */
  currencyId: string;
  languageId: string;
  timezone: string;
  products: boolean;
  services: boolean;
  mainImage: MainImageValue;
  gallery: GalleryState;
}

export function settingsFromProject(project: CrmProject): SettingsValues {
  return {
    name: project.name,
    description: project.description ?? '',
    currencyId: project.currency_id ?? '',
    languageId: project.language_id ?? '',
    timezone: project.timezone,
    ...sectionsFromMenu(project.menu),
    mainImage: { file: null, isDeleted: false },
    gallery: galleryFromImages(project.image_galleries),
  };
}

/**
 * SaveProjectSettings' variables for the form: the files as File objects (the Apollo client uploads them),
 * left out when there are none. The fields this form does not show are sent as saved: SaveProject replaces
 * a project's fields, so leaving one out would clear it.
 */
export function toSaveProject(project: CrmProject, values: SettingsValues): SettingsChanges {
  const gallery = galleryChanges(
    values.gallery,
    project.image_galleries.map((image) => image.hash),
  );
  const mainDeleted =
    values.mainImage.isDeleted && !values.mainImage.file && project.image_main
      ? [project.image_main.hash]
      : [];
  const deleted = [...mainDeleted, ...gallery.image_deleted];
  return {
    id: project.id,
    name: values.name.trim(),
    domain: project.domain,
    description: values.description.trim() || null,
    currency_id: values.currencyId || null,
    direction_id: project.direction_id,
    language_id: values.languageId || null,
    locale: project.locale,
    timezone: values.timezone,
    image_galleries: gallery.image_galleries,
    image_deleted: deleted.length ? deleted : null,
    ...(values.mainImage.file ? { image_main: values.mainImage.file } : {}),
    ...(gallery.image_gallery_uploads.length ? { image_gallery_uploads: gallery.image_gallery_uploads } : {}),
    menu: menuFromSections(values),
  };
}

/** Where each field the API may complain about is shown; the rest goes above the save button. */
export const FIELD_OF_API_ERROR: Record<
  string,
  'name' | 'description' | 'currencyId' | 'languageId' | 'timezone' | 'mainImage' | 'gallery'
> = {
  name: 'name',
  description: 'description',
  currency_id: 'currencyId',
  language_id: 'languageId',
  timezone: 'timezone',
  image_main: 'mainImage',
  image_galleries: 'gallery',
  image_gallery_uploads: 'gallery',
  image_deleted: 'gallery',
};
