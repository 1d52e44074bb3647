// `npm start`: builds what changed (Nx cache), then runs the API on the embedded database and the
// three apps, and prints their addresses once all four answer. `--dev` runs them with live reload.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const dev = process.argv.includes('--dev');
const root = path.resolve(import.meta.dirname, '../..');
const started = Date.now();
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
const apps = [
  { name: 'main', port: 3001 },
  { name: 'crm', port: 3002 },
  { name: 'client-view', port: 3003 },
];

if (!dev) {
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api', ...apps.map((a) => a.name), '--output-style=static'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const mode = dev ? 'development' : 'production';
const children = [];
function start(name, command, args, cwd, extraEnv) {
  const child = spawn(command, args, {
    cwd,
    env: { ...env, NODE_ENV: mode, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the others.`);
      stop(1);
    }
  });
  children.push(child);
}

const api = dev
  ? ['npx', ['tsx', 'watch', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts']]
  : ['node', ['dist/apps/api/main.cjs']];
// The API runs in development mode here: it then accepts browser calls from every *.localhost app.
start('api', api[0], api[1], root, {
  NODE_ENV: 'development',
  PORT: '3000',
  GRAPHIQL: 'true',
  DEMO_DATA: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
for (const app of apps) {
  const cwd = path.join(root, 'apps', app.name);
  const [command, args] = dev
    ? ['npx', ['react-router', 'dev', '--port', String(app.port)]]
    : ['node', ['../../tools/app-server/serve.mjs', `../../dist/apps/${app.name}/server/index.js`]];
  // The server renderer calls the API on loopback: PUBLIC_DOMAIN need not resolve on this machine.
  start(app.name, command, args, cwd, {
    PORT: String(app.port),
    API_URL: process.env.API_URL ?? 'http://127.0.0.1:3000',
  });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  // Each server by its own pid: a server outlives a killed npx parent.
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    return response.status < 500;
  } catch {
    return false;
  }
}

const checks = ['http://127.0.0.1:3000/health', ...apps.map((a) => `http://127.0.0.1:${a.port}/`)];
for (let attempt = 0; attempt < 240; attempt++) {
  const results = await Promise.all(checks.map(answers));
  if (results.every(Boolean)) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
// The addresses the apps and the API derive for themselves (PUBLIC_DOMAIN, PUBLIC_SCHEME, the *_ORIGIN
// overrides), from the same code, so the banner names what a browser will really be sent to.
const { apiOriginsFromEnv, originsFromEnv } = await tsImport(
  '../../libs/link-builder/src/config.ts',
  import.meta.url,
);
const origins = originsFromEnv(process.env);
const apiOrigin = apiOriginsFromEnv({ ...process.env, API_PORT: '3000' }).browser;
const domain = process.env.PUBLIC_DOMAIN || 'localhost';
const onSubdomain = (origin, project) => origin.replace('://', `://${project}.`);
const dataDir = process.env.DATA_DIR ?? '.data';
const sharedSessions =
  domain === 'localhost'
    ? `Browsers keep localhost sessions off subdomains: for the CRM signed in, use a dotted domain mapped to
127.0.0.1 (e.g. donut.test in /etc/hosts) with PUBLIC_DOMAIN=donut.test COOKIE_DOMAIN=donut.test.`
    : `Sessions are shared across ${domain} and its subdomains when COOKIE_DOMAIN=${domain} is set${
        process.env.COOKIE_DOMAIN === domain ? ' (it is)' : ' (it is not)'
      }.`;
console.log(`
Donut is running (${mode}, embedded database in ${dataDir}), ready in ${seconds} s:
  main site     ${origins.main}/ru/   (plans: ${origins.main}/en/rates; sign up from the header)
  demo owner    demo@donut.local / donut-demo-2026   (projects "demo-barbershop" and "demo-linen-shop", on the trial)
  client view   ${onSubdomain(origins['client-view'], 'demo-barbershop')}/ru/   (any subdomain of ${domain} stands for a project)
  demo shop     ${onSubdomain(origins['client-view'], 'demo-linen-shop')}/ru/shop
  CRM           a project's CRM opens from the cabinet (My projects > Open CRM) at ${onSubdomain(origins.crm, '{project}')}/admin
  API           ${apiOrigin}/health   GraphiQL: ${apiOrigin}/graphiql
Mails (confirmation, reset) are written as .eml files to ${dataDir}/outbox.
${sharedSessions}
Stop with Ctrl+C.`);
