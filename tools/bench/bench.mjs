// `npm run bench` (issue 7): builds the API, the main app and the client view, runs them under NODE_ENV=production and
// measures each figure against a baseline served by the same process in the same run; prints the
// table and writes it to docs/performance.md. `--skip-build` reuses dist/. Postgres: BENCH_POSTGRES_URL
// (an admin URL; default postgres://postgres@127.0.0.1:5432/postgres), a database of its own is
// created and dropped; without a reachable server the Postgres figures say so. Issue 15 added the shop page
// (a shop of 24 products made by tools/bench/fixtures.mjs) and the checkout under load (tools/bench/checkout.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hash, verify } from '@node-rs/argon2';
import { loopbackGet } from './loopback-get.mjs';
import { freePort, startClientView, startServer, stopServer } from './processes.mjs';
import { measure, openLoop } from './load.mjs';
import { GET_PROJECT_LIST, seedOwner, seedShop } from './fixtures.mjs';
import { checkoutFigures } from './checkout.mjs';
import { ms, percent, row, rps, table, writeReport } from './report.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const nxEnv = { NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROJECTS = 20;
const DATA_CONNECTIONS = 50;
/** The project the API's demo data publishes a site for (apps/api/src/modules/demo/demo-seed.ts). */
const DEMO_PROJECT = 'demo-barbershop';
/** The shop page's first page (apps/client-view/app/features/shop/load-shop.ts, SHOP_PAGE_SIZE). */
const SHOP_PRODUCTS = 24;
/** The bench's own shop: the demo clothing shop (demo-linen-shop) shows 6 products, not a full first page. */
const BENCH_SHOP = 'bench-linen-shop';

const rows = [];
const notes = [
  "The API runs with GRAPHQL_PERSISTED_ONLY=false (production otherwise accepts only the apps' persisted operations, and `{ __typename }` is not one of them), BENCH_BASELINE=true (adds POST /bench/baseline and POST /bench/project-list, the plain routes the GraphQL figures are measured against) and a raised AUTH_RATE_LIMIT_SCALE, the one on Postgres also TRUSTED_PROXIES=127.0.0.1 (the checkout's buyers come from addresses of their own, below); everything else is the production configuration.",
  'Load generator (autocannon 9) and servers share the machine, so absolute numbers are lower than on a dedicated host; the ratios compare like with like.',
  "GetProjectList against its SQL baseline (issue 12): POST /bench/project-list (apps/api/src/bench/project-list-baseline.ts) takes the same request, checks the token's HS256 signature with node:crypto, sends the statements GetProjectList sends (session check, the page with its window count, the notification counts) through `database.sql.executeSql` and writes the same JSON; the bench compares both answers before measuring and a test compares statements and answers on both engines. Two alternating rounds of 5 s each, means reported. The goals are set on Postgres; until issue 12 the Postgres p99 had an absolute goal (≤ 30 ms) against the `{ __typename }` route, which measured the machine's other load more than the API.",
  "Issue 12, before its change (same machine and method, two runs): GetProjectList 1,142–1,178 req/s against 2,561–2,721 req/s for the SQL baseline (43–45%), p99 91 ms against 35–38 ms (2.4–2.6×), 0.93–0.97 ms of the API's CPU per request against 0.32–0.33 ms. With the first three changes alone (tokens verified once, the session lookup prepared, documents compiled) 32–70% and 1.5–3.7×; the resolver's own query building was then the largest cost left. What changed and why: docs/adr/0024-shared-request-path-performance.md.",
  "The site home (issue 14): the demo project's published site (the API's demo data, seeded by a first start in development mode, then served by the production API) on its subdomain of the client view, which runs with PUBLIC_DOMAIN=localhost; the requests go to loopback with the project's host name in the Host header, the static file too.",
  "The services page (issue 16): the demo project's catalogue (its categories and visible services, with prices and photos) rendered on the same subdomain; uncached means the client view asks the API for the catalogue again for each request.",
  `The shop page (issue 15): the demo clothing shop has 6 visible products, fewer than the page's first ${SHOP_PRODUCTS}, so the bench makes a shop of its own through the API (tools/bench/fixtures.mjs: an owner, a project ${BENCH_SHOP} with its site published, 3 categories and ${SHOP_PRODUCTS} visible products with a photo each, every other one in three sizes, every third at a discount) and renders /en/shop on its subdomain: the category chips, the search and all ${SHOP_PRODUCTS} cards with price and stock. Uncached, the client view asks the API for the catalogue (GetPublicProductCatalogue) for each request; the page is in the HTML cache (ADR 0018) like the services page.`,
  "GraphQL transport near or above 100%: both endpoints answer faster than one autocannon process can ask (about 30,000 req/s here), so the ratio only says that the GraphQL overhead is hidden under the load generator's limit. Before the request context stopped copying the server's services (apps/api/src/graphql/context.ts) the same figure was 36–47%.",
];
const log = (message) => console.log(`[bench] ${message}`);

function build() {
  if (process.argv.includes('--skip-build')) return;
  log('building api, main and client-view');
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api', 'main', 'client-view', '--output-style=static'],
    { cwd: root, env: { ...process.env, ...nxEnv }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * The API under NODE_ENV=production. With `demo`, a first start in development mode seeds the demo data (never
 * seeded in production) into its database, so the production API then serves the demo project's published site.
 */
async function startApi(extraEnv, { demo = false } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-bench-'));
  const apiServer = (modeEnv) =>
    startServer({
      name: 'api',
      command: process.execPath,
      args: ['main.cjs'],
      cwd: path.join(root, 'dist/apps/api'),
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
        PROJECT_BOT_TOKEN_KEY: 'be9c'.repeat(16),
        LOG_LEVEL: 'warn',
        GRAPHQL_PERSISTED_ONLY: 'false',
        BENCH_BASELINE: 'true',
        AUTH_RATE_LIMIT_SCALE: '10000',
        SCHEDULER: 'false',
        ...extraEnv,
        ...modeEnv,
      },
      readyUrl: `http://127.0.0.1:${port}/health`,
    });
  if (demo) await stopServer(await apiServer({ NODE_ENV: 'development', DEMO_DATA: 'true' }));
  const server = await apiServer({ NODE_ENV: 'production' });
  return {
    url: `http://127.0.0.1:${port}`,
    /** CPU time the API process has used so far, in ms (Linux /proc; null elsewhere). */
    cpuMs: () => processCpuMs(server.child.pid),
    async stop() {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** utime + stime of a process from /proc/<pid>/stat, in ms; null where there is no /proc. */
function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const json = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
const listRequest = (api, token, connections, seconds = 5) => ({
  url: `${api.url}/graphql`,
  method: 'POST',
  headers: json(token),
  body: JSON.stringify({
    operationName: 'GetProjectList',
    query: GET_PROJECT_LIST,
    variables: { limit: PROJECTS },
  }),
  connections,
  seconds,
});
/** GetProjectList's own request to the plain route that sends its SQL through the raw driver (apps/api/src/bench/project-list-baseline.ts). */
const sqlBaselineRequest = (api, token, connections, seconds) => ({
  ...listRequest(api, token, connections, seconds),
  url: `${api.url}/bench/project-list`,
});
const baselineRequest = (api, token, connections) => ({
  url: `${api.url}/bench/baseline`,
  method: 'POST',
  headers: json(token),
  body: JSON.stringify({ query: '{ __typename }' }),
  connections,
});

function checked(name, result) {
  if (result.failed > 0)
    notes.push(`${name}: ${result.failed} of ${result.total} requests failed or got an unexpected status.`);
  return result;
}

async function transport(api, token) {
  log('GraphQL transport');
  const plain = checked('plain route', await measure(baselineRequest(api, token, 20)));
  const graphql = checked(
    '{ __typename }',
    await measure({ ...baselineRequest(api, token, 20), url: `${api.url}/graphql` }),
  );
  const ratio = graphql.rps / plain.rps;
  rows.push(
    row(
      'GraphQL transport: authenticated `{ __typename }` (20 connections)',
      rps(graphql.rps),
      `${rps(plain.rps)} (plain Fastify route)`,
      percent(ratio),
      '≥ 50% of plain',
      ratio >= 0.5,
    ),
  );
}

/** Both answers of one request, parsed: the baseline is only a baseline if it answers what GraphQL answers. */
async function sameAnswer(api, token) {
  const answer = async (request) =>
    (await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body })).json();
  const [graphql, baseline] = await Promise.all([
    answer(listRequest(api, token, 1)),
    answer(sqlBaselineRequest(api, token, 1)),
  ]);
  return (
    JSON.stringify(graphql) === JSON.stringify(baseline) &&
    graphql.data?.project_list?.list?.length === PROJECTS
  );
}

/**
 * GetProjectList against the same request served by a plain route that runs GetProjectList's SQL
 * through the raw driver (the session check, the page with its window count, the notification counts)
 * and writes the same JSON. Alternating rounds, so a change in the machine's load hits both alike.
 */
async function dataQuery(api, token, engine) {
  log(`GetProjectList on ${engine}`);
  const same = await sameAnswer(api, token);
  if (!same)
    notes.push(
      `${engine}: the SQL baseline and GetProjectList answered differently; their ratios mean nothing.`,
    );
  const rounds = { list: [], plain: [] };
  // The API's own CPU time per request (warm-up included), which the load of the rest of the machine does not change much.
  const withCpu = async (request) => {
    const before = api.cpuMs();
    const result = await measure(request);
    const after = api.cpuMs();
    return {
      ...result,
      cpu: before === null || after === null ? null : (after - before) / (result.total + result.warmupTotal),
    };
  };
  for (let round = 0; round < 2; round++) {
    rounds.plain.push(
      checked(
        `SQL baseline on ${engine}`,
        await withCpu(sqlBaselineRequest(api, token, DATA_CONNECTIONS, 5)),
      ),
    );
    rounds.list.push(
      checked(`GetProjectList on ${engine}`, await withCpu(listRequest(api, token, DATA_CONNECTIONS, 5))),
    );
  }
  const mean = (results, key) => results.reduce((sum, result) => sum + result[key], 0) / results.length;
  const list = {
    rps: mean(rounds.list, 'rps'),
    p99: mean(rounds.list, 'p99'),
    cpu: mean(rounds.list, 'cpu'),
  };
  const plain = {
    rps: mean(rounds.plain, 'rps'),
    p99: mean(rounds.plain, 'p99'),
    cpu: mean(rounds.plain, 'cpu'),
  };
  const throughput = list.rps / plain.rps;
  const tail = list.p99 / plain.p99;
  // The goals of issue 12 are set on Postgres, the production engine; PGlite (one connection) is shown for reference.
  const goals = engine === 'Postgres';
  const baseline = (value) => `${value} (same SQL, raw driver, plain route${same ? '' : '; answers differ'})`;
  rows.push(
    row(
      `GetProjectList, ${PROJECTS} projects, ${DATA_CONNECTIONS} connections, ${engine}: throughput`,
      rps(list.rps),
      baseline(rps(plain.rps)),
      percent(throughput),
      goals ? '≥ 50% of baseline' : '—',
      goals ? same && throughput >= 0.5 : null,
    ),
    row(
      `GetProjectList, ${PROJECTS} projects, ${DATA_CONNECTIONS} connections, ${engine}: p99`,
      ms(Math.round(list.p99)),
      baseline(ms(Math.round(plain.p99))),
      `${tail.toFixed(2)}×`,
      goals ? '≤ 2× baseline' : '—',
      goals ? same && tail <= 2 : null,
    ),
  );
  if (goals && throughput > 1) {
    notes.push(
      `GetProjectList above 100% of its baseline: its statements are named prepared statements on Postgres (parsed and planned once per pooled connection, ADR 0024), the baseline sends the same text unprepared, and the database shares the machine's cores with the API and the load generator; the CPU row compares the API's own cost.`,
    );
  }
  if (list.cpu > 0 && plain.cpu > 0) {
    rows.push(
      row(
        `GetProjectList, ${engine}: the API's CPU time per request`,
        `${list.cpu.toFixed(2)} ms`,
        baseline(`${plain.cpu.toFixed(2)} ms`),
        `${(list.cpu / plain.cpu).toFixed(2)}×`,
        '—',
        null,
      ),
    );
  }
}

function roundTrips() {
  log('database round trips per GetProjectList (vitest, both engines)');
  const test = 'src/modules/projects/project-list-round-trips.test.ts';
  const result = spawnSync('npx', ['vitest', 'run', test], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, TEST_DATABASE_URL: postgresAdminUrl },
    encoding: 'utf8',
  });
  const passed = result.status === 0;
  if (!passed)
    notes.push(`Round-trip test output:\n\n\`\`\`\n${(result.stdout + result.stderr).slice(-1500)}\n\`\`\``);
  rows.push(
    row(
      'Database round trips per GetProjectList',
      'same for 2 and 20 projects, ≤ 3',
      '2 projects',
      passed ? 'equal (test passed on PGlite and Postgres)' : 'test failed',
      'does not grow with rows',
      passed,
    ),
  );
}

/**
 * Saves the rendered page as a file of the app's public assets, served by the same express.static. `host` is
 * the Host header of every request (a project's subdomain for the client view; the server is on loopback).
 */
async function ssrPage({ url: appUrl, app, host, label = '', detail = '' }, route, staticName) {
  const staticFile = path.join(root, 'dist/apps', app, 'client', staticName);
  // A returning visitor's browser loading a page: only a page load is served from the cache (not a client
  // navigation's data request), and the country cookie of the first visit lets the server answer before React Router.
  const navigation = {
    accept: 'text/html',
    'sec-fetch-dest': 'document',
    cookie: 'donut-country=GE',
    ...(host ? { host } : {}),
  };
  const html = (await loopbackGet(`${appUrl}${route}`, navigation)).text;
  fs.writeFileSync(staticFile, html);
  try {
    const probe = await loopbackGet(`${appUrl}${route}`, navigation);
    if (probe.headers.get('x-cache') !== 'hit')
      throw new Error(
        `${label}${route} is not served from the HTML cache (X-Cache: ${probe.headers.get('x-cache')})`,
      );
    const fromFile = checked(
      `static ${staticName}`,
      await measure({ url: `${appUrl}/${staticName}`, connections: 10, headers: host ? { host } : {} }),
    );
    // `Cache-Control: no-cache` makes the server render again, as for a visitor whose page is not cached.
    const rendered = checked(
      `SSR ${label}${route}`,
      await measure({
        url: `${appUrl}${route}`,
        connections: 10,
        headers: { ...navigation, 'cache-control': 'no-cache' },
      }),
    );
    const cached = checked(
      `SSR ${label}${route} from the cache`,
      await measure({ url: `${appUrl}${route}`, connections: 10, headers: navigation }),
    );
    const ratio = rendered.rps / fromFile.rps;
    const cachedRatio = cached.rps / fromFile.rps;
    rows.push(
      row(
        `SSR ${label}${route}${detail}, uncached (10 connections)`,
        rps(rendered.rps),
        `${rps(fromFile.rps)} (same HTML as a static file)`,
        percent(ratio),
        '≥ 30% of static',
        ratio >= 0.3,
      ),
      row(
        `SSR ${label}${route}${detail}, from the HTML cache (10 connections)`,
        rps(cached.rps),
        `${rps(fromFile.rps)} (same HTML as a static file)`,
        percent(cachedRatio),
        '≥ 80% of static',
        cachedRatio >= 0.8,
      ),
    );
  } finally {
    fs.rmSync(staticFile, { force: true });
  }
}

async function ssr(api) {
  log('SSR (main app)');
  const port = await freePort();
  const main = await startServer({
    name: 'main',
    command: process.execPath,
    args: [path.join(root, 'tools/app-server/serve.mjs'), path.join(root, 'dist/apps/main/server/index.js')],
    cwd: path.join(root, 'apps/main'),
    env: { NODE_ENV: 'production', PORT: String(port), API_URL: api.url, PUBLIC_API_URL: api.url },
    readyUrl: `http://127.0.0.1:${port}/en`,
  });
  try {
    const server = { url: `http://127.0.0.1:${port}`, app: 'main' };
    await ssrPage(server, '/en', 'bench-home.html');
    await ssrPage(server, '/en/rates', 'bench-rates.html');
  } finally {
    await stopServer(main);
  }
}

/**
 * The demo project's site home (client view, issue 14) on its subdomain: projects are subdomains of the client
 * view's origin, here localhost, and the requests go to loopback with the project's host name.
 */
async function siteSsr(api) {
  log("SSR (client view, the demo project's site and the bench's shop)");
  const shop = await seedShop(api.url, {
    products: SHOP_PRODUCTS,
    stock: 20,
    catalogue: true,
    domain: BENCH_SHOP,
  });
  const port = await freePort();
  const clientView = await startClientView(port, api.url);
  const onSubdomain = (project) => ({
    url: `http://127.0.0.1:${port}`,
    app: 'client-view',
    host: `${project}.localhost:${port}`,
    label: `${project}.localhost`,
  });
  try {
    const server = onSubdomain(DEMO_PROJECT);
    await ssrPage(server, '/en/', 'bench-site.html');
    // Issue 16: the services page reads the catalogue (categories and services) through GraphQL on every render.
    await ssrPage(server, '/en/services', 'bench-services.html');
    // Issue 15: the shop page reads its first 24 products (and the categories) through GraphQL on every render.
    const shopServer = { ...onSubdomain(shop.domain), detail: ` (${SHOP_PRODUCTS} products)` };
    const listed = await loopbackGet(`${shopServer.url}/en/shop`, { host: shopServer.host });
    const cards = new Set(listed.text.match(/\/en\/shop\/[0-9a-f-]{36}/g)).size;
    if (cards !== SHOP_PRODUCTS)
      throw new Error(
        `${shop.domain}/en/shop lists ${cards} products, not ${SHOP_PRODUCTS} (${listed.status})`,
      );
    await ssrPage(shopServer, '/en/shop', 'bench-shop.html');
  } finally {
    await stopServer(clientView);
  }
}

/** Sequential verifications in this process, with the API's options: what one core can do. */
async function rawVerifyPerSecond() {
  const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const stored = await hash('bench-password', options);
  const until = Date.now() + 3000;
  let done = 0;
  while (Date.now() < until) {
    await verify(stored, 'wrong-password');
    done++;
  }
  return done / 3;
}

async function login(api, token) {
  log('login: argon2id throughput and the login flood');
  let attempt = 0;
  // Unknown addresses cost a real verification too (against a dummy hash) and never meet the per-address throttle.
  const wrongPassword = () =>
    JSON.stringify({ email: `flood.${attempt++}@bench.test`, password: 'wrong-password-1' });
  const raw = await rawVerifyPerSecond();
  const logins = checked(
    'wrong-password logins',
    await measure({
      url: `${api.url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: wrongPassword() }) }],
      expectStatus: 401,
      connections: 8,
      seconds: 5,
    }),
  );
  rows.push(
    row(
      'Login: argon2id verify throughput (wrong passwords over HTTP, 8 connections)',
      `${logins.answeredPerSecond.toFixed(1)} logins/s`,
      `${raw.toFixed(1)} verifies/s (library, sequential, in the bench process)`,
      percent(logins.answeredPerSecond / raw),
      '—',
      null,
    ),
  );

  // Measured after the logins above have drained, and the flood comes last: its queue outlives it.
  const quiet = checked('GetProjectList, quiet', await measure(listRequest(api, token, 10)));
  const floodSeconds = 6;
  const [flooded, flood] = await Promise.all([
    measure({ ...listRequest(api, token, 10, floodSeconds), warmupSeconds: 0 }).then((result) =>
      checked('GetProjectList during the flood', result),
    ),
    openLoop({
      rate: 200,
      seconds: floodSeconds,
      send: (_, signal) =>
        fetch(`${api.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: wrongPassword(),
          signal,
        }),
    }),
  ]);
  const ratio = flooded.p99 / quiet.p99;
  rows.push(
    row(
      'p99 of GetProjectList (10 connections) while wrong passwords arrive at 200/s',
      ms(flooded.p99),
      `${ms(quiet.p99)} (no flood)`,
      `${ratio.toFixed(2)}×`,
      '≤ 2× (at most doubled)',
      ratio <= 2,
    ),
  );
  const refused = flood.statuses[401] ?? 0;
  notes.push(
    `Login flood: ${flood.sent} wrong passwords sent in ${floodSeconds} s (open loop, 200/s); ${refused} answered 401 within the window (${(refused / floodSeconds).toFixed(1)}/s), the rest were queued behind the hashing semaphore (one job per core but one, apps/api/src/modules/auth/password-hasher.ts) and aborted at the end. Other statuses: ${JSON.stringify(Object.fromEntries(Object.entries(flood.statuses).filter(([code]) => code !== '401')))}.`,
  );
}

async function withPostgresDatabase(run) {
  const name = `donut_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  try {
    await admin.connect();
  } catch (error) {
    rows.push(
      row(
        `GetProjectList on Postgres`,
        `not measured: ${postgresAdminUrl} unreachable (${error.code ?? error.message})`,
        '—',
        '—',
        '≤ 30 ms',
        null,
      ),
    );
    return;
  }
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  const started = Date.now();
  build();

  log('API on PGlite');
  const api = await startApi({}, { demo: true });
  try {
    const token = await seedOwner(api.url, PROJECTS);
    await transport(api, token);
    await dataQuery(api, token, 'PGlite');
    await ssr(api);
    await siteSsr(api);
    await login(api, token);
  } finally {
    await api.stop();
  }

  await withPostgresDatabase(async (databaseUrl) => {
    log('API on Postgres');
    // TRUSTED_PROXIES: the checkout's buyers each come from an address of their own (tools/bench/checkout.mjs).
    const pgApi = await startApi({ DATABASE_URL: databaseUrl, TRUSTED_PROXIES: '127.0.0.1' });
    try {
      await dataQuery(pgApi, await seedOwner(pgApi.url, PROJECTS), 'Postgres');
      log('checkout on Postgres: PlaceOrder against GetCheckoutOptions');
      const checkout = await checkoutFigures(pgApi.url, databaseUrl);
      rows.push(...checkout.rows);
      notes.push(...checkout.notes);
    } finally {
      await pgApi.stop();
    }
  });

  roundTrips();

  notes.push(`The run took ${Math.round((Date.now() - started) / 1000)} s.`);
  const file = path.join(root, 'docs/performance.md');
  writeReport(file, rows, notes);
  console.log(
    `\n${table(rows)}\n\nNotes:\n${notes.map((note) => `- ${note}`).join('\n')}\n\nWritten to ${path.relative(root, file)}.`,
  );
  process.exitCode = 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
