import type { CrmProject } from '../../shared/project/load-project';
import { sectionsFromMenu } from '../../shared/project/sections';
import { galleryChanges, galleryFromImages, type GalleryState } from './gallery-state';
import type { MainImageValue } from './main-image-field';
import type { ProjectChanges, ProjectFiles } from './use-save-project';

/** The settings form: the project's texts, its two section switches and its pictures. */
export interface SettingsValues {
  name: string;
  description: string;
  products: boolean;
  services: boolean;
  mainImage: MainImageValue;
  gallery: GalleryState;
}

export function settingsFromProject(project: CrmProject): SettingsValues {
  return {
    name: project.name,
    description: project.description ?? '',
    ...sectionsFromMenu(project.menu),
    mainImage: { file: null, isDeleted: false },
    gallery: galleryFromImages(project.image_galleries),
  };
}

/**
 * SaveProject's variables and files for the form. The fields this form does not show are sent as
 * saved: SaveProject replaces a project's fields, so leaving one out would clear it.
 */
export function toSaveProject(project: CrmProject, values: SettingsValues): { changes: ProjectChanges; files: ProjectFiles } {
  const gallery = galleryChanges(values.gallery, project.image_galleries.map((image) => image.hash));
  const mainDeleted = values.mainImage.isDeleted && !values.mainImage.file && project.image_main ? [project.image_main.hash] : [];
  const deleted = [...mainDeleted, ...gallery.image_deleted];
  return {
    changes: {
      id: project.id,
      name: values.name.trim(),
      domain: project.domain,
      description: values.description.trim() || null,
      currency_id: project.currency_id,
      direction_id: project.direction_id,
      language_id: project.language_id,
      locale: project.locale,
      image_galleries: gallery.image_galleries,
      image_deleted: deleted.length ? deleted : null,
    },
    files: { imageMain: values.mainImage.file, galleryUploads: gallery.image_gallery_uploads },
  };
}

/** Where each field the API may complain about is shown; the rest goes above the save button. */
export const FIELD_OF_API_ERROR: Record<string, 'name' | 'description' | 'mainImage' | 'gallery'> = {
  name: 'name',
  description: 'description',
  image_main: 'mainImage',
  image_galleries: 'gallery',
  image_gallery_uploads: 'gallery',
  image_deleted: 'gallery',
};
