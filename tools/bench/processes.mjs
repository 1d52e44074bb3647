// Starting and stopping the servers under test: each by its own pid, waited on until it answers.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on now (the e2e suites keep fixed ports; the bench never takes them). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns a server and resolves once `readyUrl` answers 2xx; its output is kept for the error message. */
export async function startServer({ name, command, args, cwd, env, readyUrl, timeoutMs = 60_000 }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => (exited = signal ?? code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${name} exited (${exited}) before answering:\n${output}`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) return { name, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopServer({ child });
  throw new Error(`${name} did not answer ${readyUrl} within ${timeoutMs} ms:\n${output}`);
}

/** SIGTERM by pid, SIGKILL if it lingers; resolves when the process is gone. */
export async function stopServer({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

/**
 * The client view's production server on the built bundle (tools/app-server). Projects are subdomains of its
 * origin (projectFromHost), so it is told it is served on localhost: a project's site is then
 * http://<project>.localhost:<port>/, which Chromium resolves to loopback (and loopbackGet reaches).
 */
export function startClientView(port, apiUrl) {
  return startServer({
    name: 'client-view',
    command: process.execPath,
    args: [
      path.join(root, 'tools/app-server/serve.mjs'),
      path.join(root, 'dist/apps/client-view/server/index.js'),
    ],
    cwd: path.join(root, 'apps/client-view'),
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_DOMAIN: 'localhost',
      API_URL: apiUrl,
      PUBLIC_API_URL: apiUrl,
      CLIENT_VIEW_ORIGIN: `http://localhost:${port}`,
    },
    // The bare domain is no project's site: the public files say the server is up.
    readyUrl: `http://127.0.0.1:${port}/favicon.svg`,
  });
}
