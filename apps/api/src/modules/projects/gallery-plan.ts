import { validationMessages, withValues, type MessageDescriptor } from '@donut/validation';
import type { StoredImage } from '../../db/schema';

/** The gallery holds at most this many pictures (schema: Project.image_galleries). */
export const GALLERY_MAX_PICTURES = 10;

export interface ImageArgs {
  image_main?: Promise<unknown> | null;
  /** Hashes of the gallery pictures to keep, in the new order; null keeps the gallery. */
  image_galleries?: readonly string[] | null;
  /** New pictures, appended after the kept ones. */
  image_gallery_uploads?: ReadonlyArray<Promise<unknown>> | null;
  /** Hashes of the main image or gallery pictures to delete. */
  image_deleted?: readonly string[] | null;
}

export interface PicturesNow {
  imageMain: StoredImage | null;
  imageGalleries: StoredImage[];
}

/** What a save does to the pictures, decided before any uploaded file is read. */
export interface GalleryPlan {
  /** The pictures that stay, in their new order; uploads come after them. */
  kept: StoredImage[];
  uploadCount: number;
  /** Whether anything about the gallery changes (a reorder, a deletion or an upload). */
  touchesGallery: boolean;
  /** The main image is deleted (and no new one replaces it). */
  deletesMain: boolean;
}

const hasDuplicates = (values: readonly string[]) => new Set(values).size !== values.length;

/**
 * Checks the picture arguments against the project's current pictures: a hash to keep must be one
 * of the gallery's, each once; a hash both kept and deleted is deleted; the result holds at most
 * GALLERY_MAX_PICTURES. Unknown hashes in `image_deleted` are ignored (deleting twice is harmless).
 */
export function planGallery(
  now: PicturesNow,
  args: ImageArgs,
): { plan: GalleryPlan; errors: Record<string, MessageDescriptor> } {
  const errors: Record<string, MessageDescriptor> = {};
  const deleted = new Set(args.image_deleted ?? []);
  const byHash = new Map(now.imageGalleries.map((image) => [image.hash, image]));
  let kept = now.imageGalleries;
  if (args.image_galleries) {
    if (hasDuplicates(args.image_galleries)) errors.image_galleries = validationMessages.unique;
    else if (args.image_galleries.some((hash) => !byHash.has(hash)))
      errors.image_galleries = validationMessages.invalid;
    else kept = args.image_galleries.map((hash) => byHash.get(hash) as StoredImage);
  }
  kept = kept.filter((image) => !deleted.has(image.hash));
  const uploadCount = args.image_gallery_uploads?.length ?? 0;
  if (kept.length + uploadCount > GALLERY_MAX_PICTURES) {
    errors[uploadCount ? 'image_gallery_uploads' : 'image_galleries'] = withValues(validationMessages.max, {
      length: GALLERY_MAX_PICTURES,
      items: 'files',
    });
  }
  const touchesGallery =
    Boolean(args.image_galleries) ||
    uploadCount > 0 ||
    now.imageGalleries.some((image) => deleted.has(image.hash));
  const deletesMain = !args.image_main && Boolean(now.imageMain && deleted.has(now.imageMain.hash));
  return { plan: { kept, uploadCount, touchesGallery, deletesMain }, errors };
}
