import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './database';
import { DataDirLockedError } from './data-dir-lock';

describe('embedded database directory', () => {
  it('refuses a second opener loudly and frees the directory on close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-lock-'));
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
