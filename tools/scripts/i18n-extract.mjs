// Message extraction with the formatjs CLI (issue 4). `npm run i18n:extract` writes the ids each project
// passes to react-intl (<FormattedMessage id>, formatMessage({ id }), defineMessages) with the place
// that uses them to tmp/i18n/<project>.json; i18n-check.mjs runs the same extraction over every project
// at once and compares it with the catalogs.
//
// Our calls carry an `id` only (the text lives in the ru/en/ka catalogs), which formatjs extracts as it
// is. Not needed: --id-interpolation-pattern (ids are explicit), --preserve-whitespace (no
// defaultMessage to keep), --additional-function-names / --additional-component-names (no helper of
// ours takes a message descriptor: pageTitle(locale, id) and <BlockLoading messageId> take a plain
// string, which i18n-check's literal scan finds). Ids computed at run time (`main.billing.state.${x}`)
// make formatjs warn and skip the call; i18n-check covers those with its template-literal rule.
//
// The written files carry each message's translator note (`description`, ADR 0027) from the catalogs'
// descriptions.json: who reads it, where, and what its placeholders render to.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findCatalogFolders, readDescriptions } from './i18n/descriptions.mjs';

/** Source folders that format messages with react-intl, by project name. */
export const I18N_PROJECTS = {
  main: 'apps/main/app',
  crm: 'apps/crm/app',
  'client-view': 'apps/client-view/app',
  ui: 'libs/ui/src',
  validation: 'libs/validation/src',
  'app-shell': 'libs/app-shell/src',
};

// The CLI's own entry file, run with this Node (no npx lookup: it runs in every `npm test`).
const CLI = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');
// Tests use made-up ids on purpose (a missing message, a broken one), so they are not extracted.
const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'];
const WARNING_PREFIX = '[@formatjs/cli] ';
const RUN_TIME_ID = /`id` must be a string literal/;

/**
 * Runs `formatjs extract` over source folders.
 * Resolves to `messages` (descriptor by id, with `file` and `line` of one place using it),
 * `runTimeIds` (warnings about calls whose id is computed, which formatjs cannot read) and `errors`
 * (any other warning: formatjs skips a file it cannot parse with a warning only, so callers must fail).
 * @example const { messages } = await extractMessages(['apps/crm/app']); // { 'crm.nav.home': { file, line, ... } }
 */
export function extractMessages(folders, { outFile } = {}) {
  const args = [CLI, 'extract', ...folders.map((folder) => `${folder}/**/*.{ts,tsx}`)];
  for (const pattern of TESTS) args.push('--ignore', pattern);
  args.push('--extract-source-location');
  if (outFile) args.push('--out-file', outFile);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', async (code) => {
      if (code !== 0) return reject(new Error(`formatjs extract exited with ${code}:\n${stderr}`));
      // Warnings are not always newline-separated; each starts with the CLI's prefix.
      const warnings = stderr
        .split(WARNING_PREFIX)
        .map((warning) => warning.trim())
        .filter(Boolean);
      const output = outFile ? await readFile(outFile, 'utf8') : stdout;
      resolve({
        messages: JSON.parse(output || '{}'),
        runTimeIds: warnings.filter((warning) => RUN_TIME_ID.test(warning)),
        errors: warnings.filter((warning) => !RUN_TIME_ID.test(warning)),
      });
    });
  });
}

/** `npm run i18n:extract [-- --verbose]`: one file per project; --verbose lists the run-time ids too. */
async function main() {
  const verbose = process.argv.includes('--verbose');
  const outDir = path.join('tmp', 'i18n');
  mkdirSync(outDir, { recursive: true });
  const descriptions = readDescriptions(findCatalogFolders());
  let failed = false;
  for (const [project, folder] of Object.entries(I18N_PROJECTS)) {
    const outFile = path.join(outDir, `${project}.json`);
    const { messages, runTimeIds, errors } = await extractMessages([folder], { outFile });
    for (const [id, message] of Object.entries(messages)) message.description = descriptions[id];
    writeFileSync(outFile, `${JSON.stringify(messages, null, 2)}\n`);
    console.log(
      `${project}: ${Object.keys(messages).length} ids -> ${outFile}` +
        ` (${runTimeIds.length} calls with an id computed at run time)`,
    );
    if (verbose) for (const warning of runTimeIds) console.log(`  ${warning}`);
    for (const error of errors) console.error(`  ${error}`);
    failed ||= errors.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
