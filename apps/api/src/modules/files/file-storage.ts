import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface SavedFile {
  /** SHA-256 of the content: the same picture uploaded twice is stored once. */
  hash: string;
  size: number;
  /** Path relative to the uploads folder, e.g. "avatars/ab12....png". */
  key: string;
}

/**
 * Uploaded files on local disk under a root: DATA_DIR/uploads for the public pictures, DATA_DIR/private for files
 * only signed links reach (applications). S3-compatible storage can replace it behind the same API.
 */
export function createFileStorage(root: string) {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error('file key escapes the uploads folder');
    return full;
  };
  return {
    root,
    async save(folder: string, content: Buffer, extension: string): Promise<SavedFile> {
      const hash = createHash('sha256').update(content).digest('hex');
      const key = `${folder}/${hash}.${extension}`;
      await fs.mkdir(path.dirname(resolve(key)), { recursive: true });
      await fs.writeFile(resolve(key), content);
      return { hash, size: content.length, key };
    },
    /** Writes `content` under a key the caller chose (private files are named by their row, not their hash). */
    async write(key: string, content: Buffer): Promise<void> {
      await fs.mkdir(path.dirname(resolve(key)), { recursive: true });
      await fs.writeFile(resolve(key), content, { flag: 'wx' });
    },
    /** Removes a file, or a folder with what it holds. */
    async remove(key: string): Promise<void> {
      await fs.rm(resolve(key), { force: true, recursive: true });
    },
    resolve,
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
