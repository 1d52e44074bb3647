import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite is one connection in one process: a second process on the same directory would corrupt it.
 * Takes an exclusive lock (kept fresh while we run, stale after a crash) or fails loudly.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'donut-api.lock'),
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is already used by another API process; stop it or set another DATA_DIR (or DATABASE_URL).`,
      );
    }
    throw error;
  }
}
