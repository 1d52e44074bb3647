import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

// The real entry point in child processes: start-up failures, the data-directory lock, shutdown.
const root = path.resolve(__dirname, '../../..');

function startApi(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  // tsx as a loader inside one node process rather than its CLI: the CLI's parent process relays a
  // signal only if the child acknowledges it within 30 ms, and kills it with 143 on a loaded machine.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, deadline = Date.now() + 45_000): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('API did not become healthy');
}

describe('the API process', () => {
  it('stops on a bad setting with one line naming the variable', async () => {
    const api = startApi({ PORT: 'eighty' });
    expect(await api.exited).toBe(1);
    expect(api.output().trim()).toMatch(/^Invalid configuration: PORT: .+$/);
  });

  it('refuses a second process on the same embedded database, then shuts down gracefully', async () => {
    // An initialized cluster (the run's empty template), so the test waits for no initdb on a loaded machine.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-main-'));
    fs.cpSync(inject('databaseTemplates').pglite.blank, dataDir, { recursive: true });
    const first = startApi({ PORT: '3917', DATA_DIR: dataDir });
    await waitForHealth(3917);

    const second = startApi({ PORT: '3918', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is already used by another API process`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/"msg":"shutting down"/);
    expect(fs.existsSync(path.join(dataDir, 'donut-api.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
