// `npm test`: formatting, generated code and catalogs checked, then lint, typecheck and unit/integration tests of
// every project, then the Playwright suites, then the first-load JavaScript budgets and the Lighthouse audit;
// prints one closing line "N passed, N failed".
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: '0',
};

const steps = [
  // The repository's own Prettier settings (.prettierrc), over every file Prettier reads (.prettierignore).
  ['formatting', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['generated GraphQL code', 'node', ['tools/scripts/codegen-check.mjs']],
  ['message catalogs', 'node', ['tools/scripts/i18n-check.mjs']],
  [
    'lint, typecheck, unit and integration tests',
    'npx',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--output-style=static', '--parallel=2'],
  ],
  ['browser tests', 'npx', ['nx', 'run-many', '-t', 'e2e', '--output-style=static', '--parallel=1']],
  // On the apps the browser tests built: each route within its first-load JavaScript budget (ADR 0016, 0019).
  ['first-load JavaScript', 'node', ['tools/scripts/js-budgets.mjs']],
  // Lighthouse on home, rates and a FAQ article, and the demo project's site home, in each language, and a product
  // page of the demo shop in English only (`npm run audit` has it in all three): performance 95, the rest 100. One
  // run a page, and the median of three only for a page whose run falls under the bar: three runs of every page
  // (`npm run audit`, for docs/audit.md) would cost npm test three and a half more minutes.
  [
    'Lighthouse audit',
    'node',
    [
      'tools/audit/audit.mjs',
      '--pages',
      'home,rates,faq,site,product:en',
      '--runs',
      '1',
      '--report',
      'tmp/audit.md',
    ],
  ],
];

/** Runs a command, echoing and returning its output. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Test counts from the runners' own summaries: Jest, Vitest and Playwright. */
function countTests(output) {
  const text = stripVTControlCharacters(output);
  let passed = 0;
  let failed = 0;
  for (const [, summary] of text.matchAll(/^Tests:\s+(.*\d+ total)$/gm)) {
    passed += Number(summary.match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(summary.match(/(\d+) failed/)?.[1] ?? 0);
  }
  for (const [, summary] of text.matchAll(/^\s*Tests\s+(.*\(\d+\))$/gm)) {
    passed += Number(summary.match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(summary.match(/(\d+) failed/)?.[1] ?? 0);
  }
  passed += [...text.matchAll(/^\s+(\d+) passed \(/gm)].reduce((sum, [, n]) => sum + Number(n), 0);
  failed += [...text.matchAll(/^\s+(\d+) failed$/gm)].reduce((sum, [, n]) => sum + Number(n), 0);
  return { passed, failed };
}

const started = Date.now();
let totals = { passed: 0, failed: 0 };
const failedSteps = [];
const stepTimes = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  const stepStarted = Date.now();
  const { code, output } = await run(command, args);
  stepTimes.push(`${name} ${Math.round((Date.now() - stepStarted) / 1000)} s`);
  const counts = countTests(output);
  totals = { passed: totals.passed + counts.passed, failed: totals.failed + counts.failed };
  if (code !== 0) failedSteps.push(name);
}

const seconds = Math.round((Date.now() - started) / 1000);
// Where the minutes go, so the budget of 15 (DEVELOPERS.md) is watched step by step.
console.log(`\n${stepTimes.join('; ')}`);
console.log(`\nnpm test took ${seconds} s${failedSteps.length ? `; failed: ${failedSteps.join(', ')}` : ''}`);
// A failing check that is not a test (lint, typecheck, codegen) still counts as one failure.
const failed = Math.max(totals.failed, failedSteps.length && !totals.failed ? 1 : totals.failed);
console.log(`${totals.passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
