// Fails when the generated GraphQL files differ from what codegen would write now (schema or
// operations changed without `npm run codegen`). Generates in memory; writes nothing.
import { readFile } from 'node:fs/promises';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import * as prettier from 'prettier';

const { config } = await loadCodegenConfig({ configFilePath: 'codegen.ts' });

const outputs = await generate({ ...config, hooks: {}, silent: true }, false);
const stale = [];
for (const { filename, content } of outputs) {
  const options = (await prettier.resolveConfig(filename)) ?? {};
  const expected = await prettier.format(content, { ...options, filepath: filename });
  const actual = await readFile(filename, 'utf8').catch(() => null);
  if (actual !== expected) stale.push(filename);
}
if (stale.length) {
  console.error(`Generated GraphQL files are stale (run \`npm run codegen\`):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`codegen: ${outputs.length} generated files are up to date`);
