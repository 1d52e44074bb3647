// Bundles the API into dist/apps/api (libs inlined, packages external) and copies the migrations.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const out = 'dist/apps/api';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['apps/api/src/main.ts'],
  outfile: `${out}/main.cjs`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.base.json',
  logLevel: 'warning',
});
cpSync('apps/api/src/db/migrations', `${out}/migrations`, { recursive: true });
