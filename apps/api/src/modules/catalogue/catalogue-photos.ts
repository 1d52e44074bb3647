import type { MessageDescriptor } from '@donut/validation';
import type { StoredImage } from '../../db/schema';
import type { Platform } from '../../core/platform';
import { DomainError, invalidInput } from '../../core/domain-error';
import { planGallery } from '../projects/gallery-plan';
import { discardUnusedFiles, storePictures } from '../projects/project-image-files';

type Deps = Pick<Platform, 'db' | 'files' | 'log'>;

/** The gallery's field names as a catalogue item's input calls them. */
const FIELD_NAMES: Record<string, string> = {
  image_galleries: 'photos',
  image_gallery_uploads: 'photo_uploads',
};

const renamed = (errors: Record<string, MessageDescriptor>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [FIELD_NAMES[field] ?? field, message]),
  );

export interface CataloguePhotoChanges {
  photos: StoredImage[];
  /** Files this request stored: discarded if the save fails. */
  storedKeys: string[];
  /** Files the item no longer shows: discarded after the save commits. */
  releasedKeys: string[];
  /** What the photos add to the owner's storage (negative when they free some). */
  addedBytes: number;
}

const bytesOf = (photos: readonly StoredImage[]) => photos.reduce((sum, photo) => sum + photo.size, 0);

/**
 * The photos a save of a service or a product leaves, by the gallery's rules (ADR 0008): `keep` is the hashes to keep in their new order (null
 * keeps them all), uploads come after them, at most 10, each JPEG or PNG of 5 MB checked by content. A refusal
 * leaves nothing stored; errors are under `photos` and `photo_uploads`.
 */
export async function storeCataloguePhotos(
  deps: Deps,
  folder: 'services' | 'products',
  now: StoredImage[],
  keep: readonly string[] | null | undefined,
  uploads: ReadonlyArray<Promise<unknown>> | null | undefined,
): Promise<CataloguePhotoChanges> {
  const pictures = { imageMain: null, imageGalleries: now };
  const args = { image_galleries: keep ?? null, image_gallery_uploads: uploads ?? null };
  const gallery = planGallery(pictures, args);
  if (Object.keys(gallery.errors).length) throw invalidInput(renamed(gallery.errors));
  try {
    const changes = await storePictures(deps, pictures, gallery.plan, args, folder);
    const photos = changes.imageGalleries ?? now;
    return {
      photos,
      storedKeys: changes.storedKeys,
      releasedKeys: changes.releasedKeys,
      addedBytes: bytesOf(photos) - bytesOf(now),
    };
  } catch (error) {
    if (error instanceof DomainError && error.fields) throw invalidInput(renamed(error.fields));
    throw error;
  }
}

/** Runs a write that uses newly stored photos: if it fails, the files are removed, and the failure goes on. */
export async function keepingPhotosOnlyIfSaved<T>(
  deps: Deps,
  changes: Pick<CataloguePhotoChanges, 'storedKeys' | 'releasedKeys'>,
  write: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await discardUnusedFiles(deps, changes.storedKeys);
    throw error;
  }
  // Only once the item no longer shows them: a failed save must still find its photos.
  await discardUnusedFiles(deps, changes.releasedKeys);
  return result;
}
