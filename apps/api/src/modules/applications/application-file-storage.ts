import path from 'node:path';
import type { Platform } from '../../core/platform';
import { createFileStorage, type FileStorage } from '../files/file-storage';

declare module '../../core/services' {
  interface Services {
    /**
     * Files only signed links reach (applications' attachments), under DATA_DIR/private: outside the public
     * uploads folder, so no public route can ever serve them.
     */
    privateFiles: FileStorage;
  }
}

export const createPrivateFileStorage = (platform: Pick<Platform, 'config'>) =>
  createFileStorage(path.join(platform.config.dataDir, 'private'));

/** Where an application's file is kept: by project, named by its row, never by anything the sender chose. */
export const applicationFileKey = (projectId: string, fileId: string, extension: string) =>
  `applications/${projectId}/${fileId}.${extension}`;
