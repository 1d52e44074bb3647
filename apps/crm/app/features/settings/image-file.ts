import { validationMessages, withValues, type MessageDescriptor } from '@donut/validation';

/** Spec §5/§9: project pictures follow the avatar's rules: Jpeg, Jpg or Png, at most 5 MB (the API checks again by content). */
export const IMAGE_MAX_MB = 5;
const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
const IMAGE_EXTENSION = /\.(jpe?g|png)$/i;
const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'];

/** The file input's filter; the check below still runs, as a picker can be told to show all files. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * Why a chosen file cannot be a project picture, or null when it can. Both the name and the
 * browser's type must agree, so a renamed file is refused here instead of after a 5 MB upload.
 */
export function imageFileError(file: File): MessageDescriptor | null {
  if (!IMAGE_EXTENSION.test(file.name) || !IMAGE_MIME_TYPES.includes(file.type)) return validationMessages.fileType;
  if (file.size > IMAGE_MAX_BYTES) return withValues(validationMessages.fileSize, { size: IMAGE_MAX_MB });
  return null;
}
