#!/usr/bin/env node
// The production HTTP server of an app: `node tools/app-server/serve.mjs dist/apps/<app>/server/index.js`.
// It does what react-router-serve does (compression, hashed assets cached a year, public files, request log,
// React Router's handler) plus one thing it cannot: a returning anonymous visitor's cached public page is
// answered before React Router turns the request into a Fetch Request and runs the middleware (ADR 0018).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { servePageCache } from './page-cache-fast-path.mjs';

process.env.NODE_ENV ??= 'production';

const buildPath = process.argv[2];
if (!buildPath) {
  console.error('Usage: serve.mjs <server-build-path>, e.g. dist/apps/main/server/index.js');
  process.exit(1);
}
const build = await import(pathToFileURL(path.resolve(buildPath)).href);
const clientDir = path.resolve(path.dirname(path.resolve(buildPath)), '../client');

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(clientDir));
app.use(morgan('tiny'));
// Only an app whose server entry exports the cache (the main site) has cached pages.
const pageCache = build.entry?.module?.publicPageCache;
if (pageCache) app.use(servePageCache(pageCache));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, process.env.HOST ?? '0.0.0.0', () =>
  console.log(`[app-server] http://localhost:${port}`),
);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
