// `npm run audit` (issue 7): Lighthouse on the main app's public pages, the demo project's site home (client view,
// issue 14) and a product page of the demo shop (issue 15) in every locale, served in production from dist/ with the
// API on an embedded PGlite database. Prints the median scores, writes docs/audit.md and exits 1 when a page is under
// the bar (BAR in report.mjs). Options: --build (build api, main and client-view first), --pages
// home,rates,faq,site,product (a page may name its own locales, `product:en` or `product:en+ka`, instead of
// --locales), --locales ru,en,ka, --runs 3, --lhr-dir <dir> (keeps each median run's JSON, to open in the Lighthouse
// viewer), --report <file> (instead of docs/audit.md; `npm test` writes tmp/audit.md, so a test run leaves the
// committed report alone).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loopbackGet } from '../bench/loopback-get.mjs';
import { freePort, startClientView, startServer, stopServer } from '../bench/processes.mjs';
import { chromiumVersion, killBrowsers, medianRun } from './lighthouse-run.mjs';
import { failingAuditList, summarize, table, writeReport } from './report.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const API_BUNDLE = 'dist/apps/api/main.cjs';
const MAIN_BUNDLE = 'dist/apps/main/server/index.js';
const CLIENT_VIEW_BUNDLE = 'dist/apps/client-view/server/index.js';
/**
 * Each page's app and its path after the locale, from what was looked up before the runs (`found`); a client view
 * page names the demo project (apps/api/src/modules/demo) whose subdomain serves it: `site` is the barbershop's
 * home, `product` the first product its shop page lists of the clothing shop.
 */
const PAGES = {
  home: { app: 'main', path: () => '/' },
  rates: { app: 'main', path: () => '/rates' },
  faq: { app: 'main', path: (found) => `/faq/articles/${found.slug}` },
  site: { app: 'client-view', project: 'demo-barbershop', path: () => '/' },
  product: { app: 'client-view', project: 'demo-linen-shop', path: (found) => `/shop/${found.productId}` },
};
const LOCALES = ['ru', 'en', 'ka'];
const log = (message) => console.log(`[audit] ${message}`);

function options() {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      pages: { type: 'string', default: Object.keys(PAGES).join(',') },
      locales: { type: 'string', default: LOCALES.join(',') },
      runs: { type: 'string', default: '3' },
      'lhr-dir': { type: 'string' },
      report: { type: 'string', default: 'docs/audit.md' },
    },
  });
  const list = (value, known, what, separator = ',') => {
    const items = value
      .split(separator)
      .map((item) => item.trim())
      .filter(Boolean);
    const unknown = items.filter((item) => !known.includes(item));
    if (unknown.length || !items.length)
      throw new Error(`--${what}: expected some of ${known.join(', ')}, got "${value}"`);
    return items;
  };
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs: expected a positive integer, got "${values.runs}"`);
  const locales = list(values.locales, LOCALES, 'locales');
  // `product:en+ka`: that page in those locales only (npm test audits some pages in one locale to save minutes).
  const pages = values.pages
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [name, own, ...rest] = item.split(':');
      list(rest.length ? item : name, Object.keys(PAGES), 'pages');
      return { name, locales: own === undefined ? locales : list(own, LOCALES, 'pages', '+') };
    });
  if (!pages.length) throw new Error(`--pages: expected some of ${Object.keys(PAGES).join(', ')}`);
  return {
    build: values.build,
    pages,
    runs,
    lhrDir: values['lhr-dir'],
    report: path.resolve(root, values.report),
  };
}

function build() {
  log('building api, main and client-view');
  const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'main', 'client-view'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * The API as production runs it, on a PGlite database of its own; its migrations seed the FAQ articles. With
 * `demo`, a first start in development mode seeds the demo data (never seeded in production) into that database,
 * so the production API then serves the demo project's published site.
 */
async function startApi(port, { mainOrigin, clientViewOrigins, demo }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-audit-'));
  const apiServer = (env) =>
    startServer({
      name: 'api',
      command: process.execPath,
      args: ['main.cjs'],
      cwd: path.join(root, 'dist/apps/api'),
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: 'audit-secret-audit-secret-audit-secret-0',
        PROJECT_BOT_TOKEN_KEY: 'a0d1'.repeat(16),
        LOG_LEVEL: 'warn',
        SCHEDULER: 'false',
        // The browser calls the API from the apps' origins: refused CORS would be console errors (best practices).
        CORS_ORIGINS: [mainOrigin, ...clientViewOrigins].join(','),
        MAIN_ORIGIN: mainOrigin,
        ...env,
      },
      readyUrl: `http://127.0.0.1:${port}/health`,
    });
  try {
    if (demo) await stopServer(await apiServer({ NODE_ENV: 'development', DEMO_DATA: 'true' }));
    const server = await apiServer({ NODE_ENV: 'production' });
    return { server, dataDir };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The app server (tools/app-server) on the built server bundle, with its public origin set to where it is served (canonical, robots.txt). */
function startMain(port, apiUrl) {
  return startServer({
    name: 'main',
    command: process.execPath,
    args: [path.join(root, 'tools/app-server/serve.mjs'), path.join(root, MAIN_BUNDLE)],
    cwd: path.join(root, 'apps/main'),
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: apiUrl,
      PUBLIC_API_URL: apiUrl,
      MAIN_ORIGIN: `http://127.0.0.1:${port}`,
    },
    readyUrl: `http://127.0.0.1:${port}/en`,
  });
}

/** A demo project's site on its subdomain of the client view. */
const projectOrigin = (project, port) => `http://${project}.localhost:${port}`;

/** The page's origin: the main app's, or its project's subdomain of the client view. */
const pageOrigin = (page, { mainUrl, clientViewPort }) =>
  PAGES[page].app === 'main' ? mainUrl : projectOrigin(PAGES[page].project, clientViewPort);

/** A real article: the sitemap lists every seeded one, through the same GraphQL query the app uses. */
async function articleSlug(mainUrl) {
  const sitemap = await (await fetch(`${mainUrl}/sitemap.xml`)).text();
  const slug = sitemap.match(/\/faq\/articles\/([^<"/?#]+)/)?.[1];
  if (!slug) throw new Error(`no FAQ article in ${mainUrl}/sitemap.xml`);
  return slug;
}

/** A real product: the first one the shop page lists, as a visitor would open it. */
async function productId(shopOrigin) {
  const response = await loopbackGet(`${shopOrigin}/en/shop`);
  const id = response.text.match(
    /\/en\/shop\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/,
  )?.[1];
  if (!response.ok || !id) throw new Error(`no product on ${shopOrigin}/en/shop (${response.status})`);
  return id;
}

/** A page's path, after its project's host name when it is on a subdomain (the client view's site). */
function shownPath(url) {
  const { hostname, pathname } = new URL(url);
  return hostname.endsWith('.localhost') ? `${hostname}${pathname}` : pathname;
}

/**
 * Two requests before the runs: the first pays the server's cold start instead of run 1, the second shows what
 * Lighthouse gets (it clears cookies before each run, so it is a first-time visitor): the HTML cache or a render.
 */
async function warm(url, notes) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await loopbackGet(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (attempt === 1 && response.headers.get('x-cache') !== 'hit') {
      const cookie = response.headers.get('set-cookie')?.split(';')[0];
      notes.push(
        `A first-time visitor (no cookie, as Lighthouse) is not served ${shownPath(url)} from the HTML cache (X-Cache: ${response.headers.get('x-cache') ?? 'none'}${cookie ? `; the response sets the cookie ${cookie}` : ''}).`,
      );
    }
  }
}

/**
 * Accessibility, best practices and SEO do not depend on timing, so a run other than the median failing them
 * is worth a note: an element that appears late, a console error that is not always logged.
 */
function flakyFailures(page, locale, url, median, runs) {
  return runs
    .map((lhr, index) => ({ index, row: summarize({ page, locale, url, lhr }) }))
    .filter(({ index }) => runs[index] !== median)
    .flatMap(({ index, row }) =>
      row.below
        .filter((category) => category !== 'performance')
        .map(
          (category) =>
            `${page} (${locale}), run ${index + 1} of ${runs.length} (not the median): ${category} ${row.scores[category]}: ${failingAuditList(row.failing[category])}.`,
        ),
    );
}

async function main() {
  const started = Date.now();
  const settings = options();
  if (settings.build) build();
  const names = settings.pages.map((page) => page.name);
  const site = names.some((name) => PAGES[name].app === 'client-view');
  const bundles = [API_BUNDLE, MAIN_BUNDLE, ...(site ? [CLIENT_VIEW_BUNDLE] : [])];
  const missing = bundles.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length) throw new Error(`missing ${missing.join(', ')}: run \`npm run audit -- --build\``);

  const [apiPort, mainPort, clientViewPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const mainUrl = `http://127.0.0.1:${mainPort}`;
  const ports = { mainUrl, clientViewPort };
  const clientViewOrigins = [
    ...new Set(names.filter((name) => PAGES[name].project).map((name) => pageOrigin(name, ports))),
  ];
  const servers = [];
  const dataDirs = [];
  // startServer hands a server over only once it answers, so a signal must not exit before then: it ends the
  // current step instead (closing the browsers makes a Lighthouse run fail at once) and the finally stops all.
  let interrupted = false;
  const interrupt = (signal) => {
    if (interrupted) process.exit(130);
    interrupted = true;
    log(`${signal}: stopping the servers (again to leave them running)`);
    killBrowsers();
  };
  process.on('SIGINT', interrupt).on('SIGTERM', interrupt);
  const proceed = () => {
    if (interrupted) throw new Error('interrupted');
  };

  const rows = [];
  const notes = [];
  const environments = [];
  try {
    log(`API on PGlite, port ${apiPort}${site ? ', with the demo data' : ''}`);
    const api = await startApi(apiPort, {
      mainOrigin: mainUrl,
      clientViewOrigins,
      demo: site,
    });
    servers.push(api.server);
    dataDirs.push(api.dataDir);
    proceed();
    log(`main app, port ${mainPort}`);
    servers.push(await startMain(mainPort, apiUrl));
    proceed();
    if (site) {
      log(`client view, port ${clientViewPort}`);
      servers.push(await startClientView(clientViewPort, apiUrl));
      proceed();
    }

    const found = {
      slug: names.includes('faq') ? await articleSlug(mainUrl) : null,
      productId: names.includes('product') ? await productId(pageOrigin('product', ports)) : null,
    };
    for (const { name: page, locales } of settings.pages) {
      for (const locale of locales) {
        const url = `${pageOrigin(page, ports)}/${locale}${PAGES[page].path(found)}`;
        await warm(url, notes);
        log(`${page} (${locale}): ${url}, ${settings.runs} run(s)`);
        const { median, runs } = await medianRun(
          url,
          settings.runs,
          (run, index) => {
            proceed();
            const scores = Object.values(run.categories).map(
              (category) => `${category.id} ${Math.round((category.score ?? 0) * 100)}`,
            );
            log(`  run ${index + 1}: ${scores.join(', ')}`);
          },
          (run) => summarize({ page, locale, url, lhr: run }).below.length > 0,
        );
        environments.push(median.environment);
        rows.push(summarize({ page, locale, url, lhr: median }));
        notes.push(...flakyFailures(page, locale, url, median, runs));
        if (settings.lhrDir) {
          fs.mkdirSync(settings.lhrDir, { recursive: true });
          fs.writeFileSync(path.join(settings.lhrDir, `${page}-${locale}.json`), JSON.stringify(median));
        }
      }
    }
  } catch (error) {
    if (interrupted) process.exitCode = 130;
    throw error;
  } finally {
    killBrowsers();
    for (const server of servers.reverse()) await stopServer(server);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }

  for (const row of rows)
    for (const warning of row.warnings) notes.push(`${row.page} (${row.locale}): ${warning}`);
  const indexes = environments.map((environment) => Math.round(environment.benchmarkIndex));
  const file = settings.report;
  writeReport(file, {
    rows,
    runs: settings.runs,
    date: new Date().toISOString().slice(0, 10),
    chromium: chromiumVersion(),
    cores: os.availableParallelism(),
    benchmarkIndex: `${Math.min(...indexes)}–${Math.max(...indexes)}`,
    seconds: Math.round((Date.now() - started) / 1000),
    notes: [...new Set(notes)],
  });
  const below = rows.filter((row) => row.below.length > 0);
  console.log(`\n${table(rows)}\n\nWritten to ${path.relative(root, file)}.`);
  if (below.length)
    console.log(
      `Under the bar: ${below.map((row) => `${row.page} (${row.locale}): ${row.below.join(', ')}`).join('; ')}. The failing audits are listed in docs/audit.md.`,
    );
  process.exitCode = below.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(process.exitCode === 130 ? 130 : 1);
});
