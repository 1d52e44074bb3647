import { validationMessages, withValues, type MessageDescriptor } from '../messages';

/** Spec §5/§9: pictures (an owner's photo, a project's images) are Jpeg, Jpg or Png, at most 5 MB. */
export const PICTURE_MAX_MB = 5;
const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;
const PICTURE_EXTENSION = /\.(jpe?g|png)$/i;
const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png'];

/** A file input's filter; `pictureFileError` still runs, as a picker can be told to show all files. */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** What the check reads of a chosen file (a browser `File`). */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Why a chosen file cannot be a picture, or null when it can. Both the name and the browser's type must agree,
 * so a renamed file is refused before a 5 MB upload; the API checks the content again.
 */
export function pictureFileError(file: ChosenFile): MessageDescriptor | null {
  if (!PICTURE_EXTENSION.test(file.name) || !PICTURE_MIME_TYPES.includes(file.type))
    return validationMessages.fileType;
  if (file.size > PICTURE_MAX_BYTES) return withValues(validationMessages.fileSize, { size: PICTURE_MAX_MB });
  return null;
}

/** The three together, as the design system's picture field takes them. */
export const PICTURE_RULES = { accept: PICTURE_ACCEPT, maxMb: PICTURE_MAX_MB, check: pictureFileError };
