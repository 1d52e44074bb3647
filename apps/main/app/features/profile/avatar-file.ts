import { validationMessages, withValues, type MessageDescriptor } from '@donut/validation';

/** Spec §5/§9: Jpeg, Jpg or Png, at most 5 MB (the API checks again by content). */
export const AVATAR_MAX_MB = 5;
const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;
const AVATAR_EXTENSION = /\.(jpe?g|png)$/i;
const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'];

/** The file input's filter; the check below still runs, as a picker can be told to show all files. */
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * Why a chosen file cannot be the avatar, or null when it can. Both the name and the browser's type
 * must agree, so a renamed file is refused here instead of after a 5 MB upload.
 */
export function avatarFileError(file: File): MessageDescriptor | null {
  if (!AVATAR_EXTENSION.test(file.name) || !AVATAR_MIME_TYPES.includes(file.type)) return validationMessages.fileType;
  if (file.size > AVATAR_MAX_BYTES) return withValues(validationMessages.fileSize, { size: AVATAR_MAX_MB });
  return null;
}
