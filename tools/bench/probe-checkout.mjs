// Diagnosis probe (not part of the bench): one API process on a fresh Postgres database, one kind of load
// (`read` = GetCheckoutOptions, `place` = PlaceOrder, `both`), 50 buyers; prints API CPU ms per request and
// pg_stat_activity sampled every 20 ms. Usage: node tools/bench/probe-checkout.mjs <mode> <seconds> [--cpu-prof]
//   PROBE_SHOPS=50 spreads the buyers over that many shops (one product each).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { GET_CHECKOUT_OPTIONS, PLACE_ORDER, seedShop } from './fixtures.mjs';
import { freePort, startServer, stopServer } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const [mode = 'place', secondsArg = '10', ...flags] = process.argv.slice(2);
const seconds = Number(secondsArg);
const profile = flags.includes('--cpu-prof');
const shopsCount = Number(process.env.PROBE_SHOPS ?? 1);
const BUYERS = 50;
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const name = `donut_probe_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-probe-'));
const profDir = `/tmp/prof-${mode}`;
if (profile) fs.rmSync(profDir, { recursive: true, force: true });
const server = await startServer({
  name: 'api',
  command: process.execPath,
  args: [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), 'main.cjs'],
  cwd: process.env.PROBE_DIST ?? path.join(root, 'dist/apps/api'),
  env: {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    TRUSTED_PROXIES: '127.0.0.1',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    PROJECT_BOT_TOKEN_KEY: 'be9c'.repeat(16),
    LOG_LEVEL: 'warn',
    GRAPHQL_PERSISTED_ONLY: 'false',
    BENCH_BASELINE: 'true',
    AUTH_RATE_LIMIT_SCALE: '10000',
    SCHEDULER: 'false',
  },
  readyUrl: `http://127.0.0.1:${port}/health`,
});
const apiUrl = `http://127.0.0.1:${port}`;
const pid = server.child.pid;
try {
  const shops = [];
  if (shopsCount === 1) shops.push(await seedShop(apiUrl, { products: BUYERS, stock: 100_000 }));
  else
    for (let i = 0; i < shopsCount; i++) shops.push(await seedShop(apiUrl, { products: 1, stock: 100_000 }));
  const shopOf = (buyer) =>
    shopsCount === 1
      ? { domain: shops[0].domain, variant: shops[0].products[buyer].variantIds[0] }
      : {
          domain: shops[buyer % shopsCount].domain,
          variant: shops[buyer % shopsCount].products[0].variantIds[0],
        };
  let next = 0;
  let seq = 0;
  const run = Date.now().toString(36);
  const placeBody = (buyer) => {
    const shop = shopOf(buyer);
    return {
      operationName: 'PlaceOrder',
      query: PLACE_ORDER,
      variables: {
        domain: shop.domain,
        input: {
          items: [{ variant_id: shop.variant, quantity: 1 }],
          name: `Bench buyer ${buyer + 1}`,
          phone: `+995 555 10 ${String(10 + Math.floor(buyer / 10))} ${String(10 + buyer).slice(-2)}`,
          delivery_kind: 'courier',
          address: '5 Rustaveli Ave, Tbilisi',
          payment_method: 'cash_on_receipt',
          idempotency_key: `probe-${run}-${seq++}`,
        },
      },
    };
  };
  const readBody = (buyer) => ({
    operationName: 'GetCheckoutOptions',
    query: GET_CHECKOUT_OPTIONS,
    variables: { domain: shopOf(buyer).domain },
  });
  const errors = {};
  const load = (body, duration) => {
    let connections = 0;
    return autocannon({
      url: `${apiUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      connections: BUYERS,
      duration,
      timeout: 30,
      setupClient(client) {
        const buyer = connections++ % BUYERS;
        client.setRequests([
          {
            setupRequest(request) {
              next++;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`,
                },
                body: JSON.stringify(body(buyer)),
              };
            },
            onResponse(status, text) {
              const json = JSON.parse(text);
              if (status !== 200 || json.errors) {
                const key = json.errors?.[0]?.extensions?.code ?? `HTTP ${status}`;
                errors[key] = (errors[key] ?? 0) + 1;
              }
            },
          },
        ]);
      },
    });
  };
  const monitor = new pg.Client({ connectionString: adminUrl });
  await monitor.connect();
  const phases = mode === 'both' ? ['read', 'place'] : [mode];
  for (const phase of phases) {
    const body = phase === 'read' ? readBody : placeBody;
    await load(body, 2); // warm-up
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const waits = {};
    const lockQueries = {};
    let samples = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await monitor.query(
          `select state, coalesce(wait_event_type,'-') wt, coalesce(wait_event,'-') we, left(query, 70) q
             from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
          [name],
        );
        samples++;
        for (const r of rows) {
          const key = `${r.state} | ${r.wt} | ${r.we}`;
          waits[key] = (waits[key] ?? 0) + 1;
          if (r.wt === 'Lock' || r.wt === 'LWLock' || r.wt === 'IO')
            lockQueries[`${r.we}: ${r.q}`] = (lockQueries[`${r.we}: ${r.q}`] ?? 0) + 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const wal0 = (await monitor.query('select * from pg_stat_wal')).rows[0];
    const dbq = new pg.Client({ connectionString: databaseUrl });
    await dbq.connect();
    const tables = async () =>
      new Map(
        (
          await dbq.query(
            'select relname, seq_scan, seq_tup_read, idx_scan, n_tup_ins, n_tup_upd, n_tup_hot_upd from pg_stat_user_tables',
          )
        ).rows.map((r) => [r.relname, r]),
      );
    const t0s = await tables();
    const backends = async () =>
      (
        await monitor.query(
          `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
          [name],
        )
      ).rows.map((r) => r.pid);
    const pgCpu = (pids) =>
      pids.reduce((sum, p) => {
        try {
          return sum + cpuMs(p);
        } catch {
          return sum;
        }
      }, 0);
    const pids = await backends();
    const pg0 = pgCpu(pids);
    const cpu0 = cpuMs(pid);
    const t0 = Date.now();
    const result = await load(body, seconds);
    const cpu = cpuMs(pid) - cpu0;
    const elapsed = (Date.now() - t0) / 1000;
    const pgUsed = pgCpu(pids) - pg0;
    await new Promise((resolve) => setTimeout(resolve, 800));
    const t1s = await tables();
    for (const [rel, r] of t1s) {
      const a = t0s.get(rel) ?? {};
      const d = (k) => Number(r[k] ?? 0) - Number(a[k] ?? 0);
      if (d('seq_scan') || d('idx_scan') || d('n_tup_ins') || d('n_tup_upd'))
        console.log(
          `  table ${rel}: seq_scan ${d('seq_scan')} seq_tup_read ${d('seq_tup_read')} idx_scan ${d('idx_scan')} ins ${d('n_tup_ins')} upd ${d('n_tup_upd')} hot ${d('n_tup_hot_upd')}`,
        );
    }
    await dbq.end();
    sampling = false;
    await sampler;
    const wal1 = (await monitor.query('select * from pg_stat_wal')).rows[0];
    const n = result.requests.total;
    console.log(
      `\n== ${phase}: ${n} requests in ${elapsed.toFixed(1)} s = ${(n / elapsed).toFixed(0)}/s; p50 ${result.latency.p50} p99 ${result.latency.p99} ms; errors ${JSON.stringify(errors)}`,
    );
    console.log(
      `API CPU ${cpu.toFixed(0)} ms = ${(cpu / n).toFixed(2)} ms/request; API CPU share of wall ${(cpu / elapsed / 10).toFixed(0)}% of one core`,
    );
    console.log(
      `Postgres backends (${pids.length}) CPU ${pgUsed.toFixed(0)} ms = ${(pgUsed / n).toFixed(2)} ms/request; API+PG ${((cpu + pgUsed) / n).toFixed(2)} ms/request`,
    );
    console.log(
      `WAL: records ${wal1.wal_records - wal0.wal_records}, bytes ${wal1.wal_bytes - wal0.wal_bytes}, wal_write ${wal1.wal_write - wal0.wal_write}, wal_sync ${wal1.wal_sync - wal0.wal_sync}, sync_time ${wal1.wal_sync_time - wal0.wal_sync_time} ms`,
    );
    console.log(
      `pg_stat_activity: ${samples} samples; mean backends per sample by state|wait_event_type|wait_event:`,
    );
    for (const [key, count] of Object.entries(waits).sort((a, b) => b[1] - a[1]))
      console.log(`  ${(count / samples).toFixed(2)}  ${key}`);
    for (const [key, count] of Object.entries(lockQueries)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10))
      console.log(`  wait  ${(count / samples).toFixed(2)}  ${key}`);
    for (const k of Object.keys(errors)) delete errors[k];
  }
  for (const setting of [
    'synchronous_commit',
    'fsync',
    'wal_sync_method',
    'commit_delay',
    'shared_buffers',
    'max_connections',
  ])
    console.log(`${setting} = ${(await monitor.query(`show ${setting}`)).rows[0][setting]}`);
  await monitor.end();
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
