import { fileTypeFromBuffer } from 'file-type';
import {
  APPLICATION_FILE_MAX_MB,
  APPLICATION_FILE_TYPES,
  APPLICATION_FILES_MAX,
  type ChosenFile,
} from '@donut/validation';
import type { UploadedFile } from '../files/read-upload';

const MAX_BYTES = APPLICATION_FILE_MAX_MB * 1024 * 1024;

/** An application's file read into memory, with the type its bytes show (never the one the browser claimed). */
export interface ReadApplicationFile extends ChosenFile {
  content: Buffer;
  /** The stored file's extension, from the sniffed type. */
  extension: string;
}

/** Old Office documents are one container format; the name tells a Word file from an Excel one. */
const COMPOUND_FILE_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};
/** Office Open XML files are zip archives; file-type names most, a few writers' files read as a plain zip. */
const ZIP_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** Text is what decodes as UTF-8 without control characters other than tabs and line breaks. */
function isPlainText(content: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/**
 * The type of a file by its content, as the shared schema's `applicationFileError` then checks it against the
 * name: a program renamed `.pdf` reads as a program and is refused. Unknown content is `application/octet-stream`,
 * which no extension accepts.
 */
export async function sniffedType(
  content: Buffer,
  name: string,
): Promise<{ mime: string; extension: string }> {
  const extension = extensionOf(name);
  const found = await fileTypeFromBuffer(content);
  if (found?.mime === 'application/x-cfb' && COMPOUND_FILE_TYPES[extension])
    return { mime: COMPOUND_FILE_TYPES[extension], extension };
  if (found?.mime === 'application/zip' && ZIP_TYPES[extension])
    return { mime: ZIP_TYPES[extension], extension };
  if (found) return { mime: found.mime, extension: found.ext };
  if (extension === 'txt' && isPlainText(content)) return { mime: 'text/plain', extension: 'txt' };
  return { mime: 'application/octet-stream', extension: 'bin' };
}

/**
 * Reads the uploads of an application (at most one more than allowed, so the schema reports the count): each
 * stops past 10 MB, so an oversized file costs no more memory than that and its size still fails the schema's
 * check. Nothing is written anywhere.
 */
export async function readApplicationUploads(
  uploads: ReadonlyArray<Promise<unknown>>,
): Promise<ReadApplicationFile[]> {
  const files: ReadApplicationFile[] = [];
  for (const upload of uploads.slice(0, APPLICATION_FILES_MAX + 1)) {
    const file = (await upload) as UploadedFile;
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of file.createReadStream()) {
        size += (chunk as Buffer).length;
        if (size > MAX_BYTES) break;
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      // A file past the multipart limit arrives cut short and its stream fails with status 413.
      if ((error as { status?: number }).status !== 413) throw error;
      size = MAX_BYTES + 1;
    }
    const name = file.filename.slice(0, 200);
    const content = Buffer.concat(chunks);
    if (size > MAX_BYTES && content.length === 0) {
      // Cut by the multipart limit before a byte was read: it is refused for its size, so its name may say its
      // type (as the browser's check does); nothing of it is ever stored.
      const byName = APPLICATION_FILE_TYPES[extensionOf(name)]?.[0] ?? 'application/octet-stream';
      files.push({ name, type: byName, size, content, extension: '' });
      continue;
    }
    // An oversized file is still typed by its first 10 MB, so it is refused for its size, as the browser says.
    const type = await sniffedType(content, name);
    files.push({ name, type: type.mime, size, content, extension: type.extension });
  }
  return files;
}
