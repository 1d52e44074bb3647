// First-load JavaScript budgets (issue 7): for every page route of the built main, crm and client-view apps,
// the gzip size of the scripts a first visit downloads — React Router's client entry, then each matched route's
// module and its static imports, as the server build's assets manifest lists them (the modulepreload links),
// plus the page language's message chunk, imported before hydration. A route whose `handle` hydrates on intent
// (ADR 0019) downloads no script file until the visitor interacts: its first load is 0, and the table shows what
// the first interaction then loads.
// Prints the table every time; exits 1 when a route of an enforced category is over its budget.
// `--build` builds the three apps first (cached by Nx when nothing changed). See docs/adr/0016-app-headers-and-budgets.md.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KiB = 1024;

/** Budgets in KiB of gzip; `enforced: false` are printed for information only (the issue names no budget for them). */
const CATEGORIES = {
  marketing: { budget: 100, enforced: true },
  cabinet: { budget: 300, enforced: false },
  'client view': { budget: 150, enforced: true },
  crm: { budget: 300, enforced: true },
};

/** The main site's public pages (issue 7 "marketing pages"); everything under /:locale/client is the owner's cabinet. */
function mainCategory(routePath) {
  return /^\/:locale\/client(\/|$)/.test(routePath) ? 'cabinet' : 'marketing';
}

const APPS = [
  { app: 'main', category: mainCategory },
  { app: 'crm', category: () => 'crm' },
  { app: 'client-view', category: () => 'client view' },
];

if (process.argv.includes('--build')) {
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', ...APPS.map(({ app }) => app), '--output-style=static'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The manifest the built server serves: the client folder keeps manifests of earlier builds (Vite does not
 * empty a folder outside the app), so the server build names the current one.
 */
function readManifest(app) {
  const distDir = path.join(root, 'dist/apps', app);
  const server = readFileSync(path.join(distDir, 'server/index.js'), 'utf8');
  const url = server.match(/"(\/assets\/manifest-[0-9a-f]+\.js)"/)?.[1];
  if (!url)
    throw new Error(
      `${app}: no assets manifest named in dist/apps/${app}/server/index.js; build the app first`,
    );
  const source = readFileSync(path.join(distDir, 'client', url), 'utf8');
  const json = source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '');
  return { distDir, manifest: JSON.parse(json) };
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}

function fullPath(routes, id) {
  const parts = [];
  for (let route = routes[id]; route; route = routes[route.parentId])
    if (route.path) parts.unshift(route.path);
  return `/${parts.join('/')}`;
}

/** The routes a visitor can land on: leaves that render something (not redirects or resource routes). */
function pageRoutes(routes) {
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  return Object.values(routes).filter((route) => !parents.has(route.id) && route.hasDefaultExport);
}

function firstLoadFiles(manifest, leafId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[leafId]; route; route = manifest.routes[route.parentId]) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/**
 * A locale's messages chunk, which the browser imports before hydrating (never listed in the manifest). Not the
 * client view's customer-messages-<locale>, which comes with the lazily loaded pages that use it, as their code does.
 */
const MESSAGES_CHUNK = /(?<![\w-])messages-(?:ru|en|ka)-[\w-]+\.js/g;

/**
 * The heaviest of the per-locale message chunks that the route's scripts import at run time: a page loads its
 * own language's before it hydrates, so it counts as first-load JavaScript (worst language, to be safe).
 */
function heaviestMessagesChunk(distDir, urls) {
  const names = new Set(
    urls.flatMap(
      (url) => readFileSync(path.join(distDir, 'client', url), 'utf8').match(MESSAGES_CHUNK) ?? [],
    ),
  );
  const chunks = [...names].map((name) => ({
    url: `/assets/${name}`,
    bytes: gzipBytes(path.join(distDir, 'client/assets', name)),
  }));
  return chunks.sort((a, b) => b.bytes - a.bytes).slice(0, 1);
}

/**
 * Whether a route's page waits for the visitor before loading its scripts: the deepest route module of the
 * server build whose `handle.hydration` chooses, asked about the route's address without a query.
 */
async function hydratesOnIntent(distDir, manifest, leafId) {
  const build = await import(pathToFileURL(path.join(distDir, 'server/index.js')).href);
  const url = new URL(`https://budget.invalid${fullPath(manifest.routes, leafId)}`);
  let timing = 'on-load';
  for (let id = leafId; id; id = manifest.routes[id].parentId) {
    const chosen = build.routes[id]?.module.handle?.hydration;
    if (chosen) {
      timing = typeof chosen === 'function' ? chosen(url) : chosen;
      break;
    }
  }
  return timing === 'on-intent';
}

const rows = [];
for (const { app, category } of APPS) {
  const { distDir, manifest } = readManifest(app);
  for (const route of pageRoutes(manifest.routes)) {
    const routePath = fullPath(manifest.routes, route.id);
    const urls = firstLoadFiles(manifest, route.id);
    const files = [
      ...urls.map((url) => ({ url, bytes: gzipBytes(path.join(distDir, 'client', url)) })),
      ...heaviestMessagesChunk(distDir, urls),
    ];
    const appBytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const onIntent = await hydratesOnIntent(distDir, manifest, route.id);
    const kind = category(routePath);
    rows.push({
      app,
      routePath,
      kind,
      bytes: onIntent ? 0 : appBytes,
      onIntent,
      appBytes,
      files,
      ...CATEGORIES[kind],
    });
  }
}

const status = (row) =>
  row.bytes <= row.budget * KiB ? 'ok' : row.enforced ? 'OVER' : 'over (not enforced)';
const table = rows.map((row) => ({
  app: row.app,
  route: row.routePath,
  category: row.kind,
  'KiB gzip': (row.bytes / KiB).toFixed(1),
  'on first interaction': row.onIntent ? (row.appBytes / KiB).toFixed(1) : '',
  budget: `${row.budget}${row.enforced ? '' : ' (info)'}`,
  status: status(row),
}));
console.log('First-load JavaScript per route (gzip):');
console.table(table);

const over = rows.filter((row) => row.bytes > row.budget * KiB);
// What weighs most, once per app and category (their routes share most files): the heaviest route's files.
const worst = new Map();
for (const row of over) {
  const key = `${row.app} ${row.kind}`;
  if (!worst.has(key) || worst.get(key).bytes < row.bytes) worst.set(key, row);
}
for (const row of worst.values()) {
  const count = over.filter((other) => other.app === row.app && other.kind === row.kind).length;
  console.log(
    `\n${row.app}, ${row.kind}: ${count} route(s) over ${row.budget} KiB; the heaviest, ${row.routePath} (${(row.bytes / KiB).toFixed(1)} KiB), loads:`,
  );
  for (const file of [...row.files].sort((a, b) => b.bytes - a.bytes).slice(0, 6)) {
    console.log(`  ${(file.bytes / KiB).toFixed(1).padStart(6)} KiB  ${file.url}`);
  }
}
const failing = over.filter((row) => row.enforced);
if (failing.length) {
  console.error(`\n${failing.length} route(s) over their first-load JavaScript budget.`);
  process.exit(1);
}
console.log('\nEvery enforced route is within its first-load JavaScript budget.');
