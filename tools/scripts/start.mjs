// `npm start`: builds what changed (Nx cache), then runs the API on the embedded database and the
// three apps, and prints their addresses once all four answer. `--dev` runs them with live reload.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

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
  start(app.name, command, args, cwd, { PORT: String(app.port) });
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
console.log(`
Donut is running (${mode}, embedded database in ${process.env.DATA_DIR ?? '.data'}), ready in ${seconds} s:
  main site     http://localhost:3001/ru/   (plans: http://localhost:3001/en/rates; sign up from the header)
  demo owner    demo@donut.local / donut-demo-2026   (a barbershop project "demo-barbershop" on the trial)
  client view   http://demo.localhost:3003/ru/   (any subdomain of localhost stands for a project)
  CRM           a project's CRM opens from the cabinet (My projects > Open CRM) at {project}.localhost:3002/admin
  API           http://localhost:3000/health   GraphiQL: http://localhost:3000/graphiql
Mails (confirmation, reset) are written as .eml files to ${process.env.DATA_DIR ?? '.data'}/outbox.
Browsers keep localhost sessions off subdomains: for the CRM signed in, use a dotted domain mapped to
127.0.0.1 (e.g. donut.test in /etc/hosts) with PUBLIC_DOMAIN=donut.test COOKIE_DOMAIN=donut.test.
Stop with Ctrl+C.`);
