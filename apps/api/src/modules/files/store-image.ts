import { validationMessages, withValues, type MessageDescriptor } from '@donut/validation';
import type { StoredImage } from '../../db/schema';
import { readUpload, UploadTooLargeError, UploadTypeError, type UploadedFile } from './read-upload';
import { invalidInput } from '../../core/domain-error';
import type { Platform } from '../../core/platform';

/** What this service needs of the platform (and of the caller). */
type Deps = Pick<Platform, 'files'>;

/** Spec §5: Jpeg, Jpg or Png, at most 5 MB - for avatars and project images alike. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Stores an uploaded picture after checking it by content; a bad file is a field error on `field`. */
export async function storeImage(
  deps: Deps,
  upload: Promise<unknown>,
  folder: string,
  field: string,
): Promise<StoredImage> {
  try {
    const file = await readUpload(upload as Promise<UploadedFile>, IMAGE_MAX_BYTES, IMAGE_TYPES);
    const saved = await deps.files.save(folder, file.content, file.extension);
    return { ...saved, name: file.name };
  } catch (error) {
    const message: MessageDescriptor | null =
      error instanceof UploadTooLargeError
        ? withValues(validationMessages.fileSize, { size: 5 })
        : error instanceof UploadTypeError
          ? validationMessages.fileType
          : null;
    if (message) throw invalidInput({ [field]: message });
    throw error;
  }
}

/** Public fields of spec §3 Image for a stored picture. */
export const toImage = (image: StoredImage | null, uploadUrl: (key: string) => string) =>
  image ? { hash: image.hash, name: image.name, size: image.size, url: uploadUrl(image.key) } : null;
