import { fileTypeFromBuffer } from 'file-type';

export interface UploadedFile {
  filename: string;
  createReadStream(): NodeJS.ReadableStream;
}

export class UploadTooLargeError extends Error {}
export class UploadTypeError extends Error {}

/** Reads an upload into memory, stopping as soon as it passes `maxBytes` (UploadTooLargeError). */
export async function readUploadBytes(
  upload: Promise<UploadedFile>,
  maxBytes: number,
): Promise<{ content: Buffer; name: string }> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new UploadTooLargeError();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // A file past the multipart limit arrives truncated and its stream fails with status 413.
    if ((error as { status?: number }).status === 413) throw new UploadTooLargeError();
    throw error;
  }
  return { content: Buffer.concat(chunks), name: file.filename.slice(0, 200) };
}

/**
 * Reads an upload into memory, stopping as soon as it passes `maxBytes`, and checks its type by
 * content (the name and the browser's MIME type are not trusted).
 */
export async function readUpload(
  upload: Promise<UploadedFile>,
  maxBytes: number,
  allowed: readonly string[],
): Promise<{ content: Buffer; extension: string; name: string }> {
  const { content, name } = await readUploadBytes(upload, maxBytes);
  const type = await fileTypeFromBuffer(content);
  if (!type || !allowed.includes(type.mime)) throw new UploadTypeError();
  return { content, extension: type.ext, name };
}
