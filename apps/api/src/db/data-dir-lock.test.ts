import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from './database';
import { DataDirLockedError } from './data-dir-lock';

describe('embedded database directory', () => {
  it('refuses a second opener loudly and frees the directory on close', async () => {
    // An initialized cluster (the run's empty template): a fresh one's initdb blocks the event loop for seconds,
    // longer than the lock's stale threshold on a loaded machine, and the test is about the lock.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-lock-'));
    fs.cpSync(inject('databaseTemplates').pglite.blank, dataDir, { recursive: true });
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already used by another API process/);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.ping();
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
