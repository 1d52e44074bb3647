import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { createLinkBuilder, originsFromEnv } from '@donut/link-builder';
import cors from '@fastify/cors';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerGraphql } from './graphql/graphql.plugin';
import { graphqlSecurityOf, registerSecurity } from './security/security.plugin';
import { registerHealth } from './health/health.routes';
import { registerErrorHandler } from './http/error-handler';
import { registerAuthModule, type AuthModule } from './modules/auth/auth.module';
import { createFileStorage } from './modules/files/file-storage';
import { registerUploadRoutes } from './modules/files/uploads.routes';
import { createContactOrders } from './modules/contact-orders/contact-orders.service';
import { createFaqVotes } from './modules/faq/faq-votes.service';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { registerBillingModule } from './modules/billing/billing.module';
import { registerTestingClock } from './modules/testing-clock/testing-clock.routes';
import { registerScheduler } from './modules/scheduler/scheduler.plugin';
import { registerTelegramBotModule } from './modules/telegram-bot/telegram-bot.module';
import { loggerOptions } from './logger';
import { createRateLimiters } from './security/rate-limits';
import { registerRouteRateLimits } from './security/route-rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Owner authentication, shared with GraphQL (and reachable by tests). */
    auth: AuthModule;
  }
}

/**
 * Browsers may call the API from the configured origins and from project subdomains of them (the CRM
 * and the client view live on {project}.{domain}); in development from any host on PUBLIC_DOMAIN.
 */
export function isAllowedOrigin(origin: string, config: Pick<Config, 'CORS_ORIGINS' | 'PUBLIC_DOMAIN' | 'NODE_ENV'>) {
  if (config.CORS_ORIGINS.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (config.NODE_ENV !== 'production') {
    return url.hostname === config.PUBLIC_DOMAIN || url.hostname.endsWith(`.${config.PUBLIC_DOMAIN}`);
  }
  return config.CORS_ORIGINS.some((allowed) => {
    const base = new URL(allowed);
    const label = url.hostname.slice(0, -base.hostname.length - 1);
    return url.protocol === base.protocol && url.port === base.port && url.hostname.endsWith(`.${base.hostname}`) && /^[a-z\d-]+$/.test(label);
  });
}

/** The longest a request may take to arrive in full (headers and body): uploads of 5 MB fit easily. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The headers alone must arrive sooner. */
const HEADERS_TIMEOUT_MS = 10_000;

export async function buildServer(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    // Only the configured proxies may name the client (X-Forwarded-For); anyone else is their socket address.
    trustProxy: config.TRUSTED_PROXIES.length ? config.TRUSTED_PROXIES : false,
    bodyLimit: 1_048_576,
    // A client that is slow to send its headers or its body is cut off instead of holding a connection.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
  });
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  // First, so its headers, cross-site refusals and route registry cover every route below (ADR 0015).
  registerSecurity(app, config, (origin) => isAllowedOrigin(origin, config));
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || isAllowedOrigin(origin, config)),
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'x-language', 'x-timezone', 'x-visitor-id', 'apollo-require-preflight'],
    maxAge: 600,
  });
  await app.register(cookie);
  // One set of allowances for REST routes and GraphQL operations: in Redis when configured, else in memory.
  const limiters = createRateLimiters({ redisUrl: config.REDIS_URL });
  app.addHook('onClose', () => limiters.close());
  registerRouteRateLimits(app, limiters);
  registerErrorHandler(app);
  await registerHealth(app, database);
  const auth = await registerAuthModule(app, config, database.db);
  app.decorate('auth', auth);
  const telegramBot = await registerTelegramBotModule(app, config, database.db);
  const billing = await registerBillingModule(app, config, database.db);
  const files = createFileStorage(path.join(config.dataDir, 'uploads'));
  await registerUploadRoutes(app, files);
  const publicApiUrl = config.PUBLIC_API_URL ?? `http://localhost:${config.PORT}`;
  await registerGraphql(
    app,
    {
      db: database.db,
      auth,
      files,
      uploadUrl: (key) => `${publicApiUrl}/uploads/${key}`,
      links: createLinkBuilder(originsFromEnv({ MAIN_ORIGIN: config.MAIN_ORIGIN, CRM_ORIGIN: config.CRM_ORIGIN, PUBLIC_DOMAIN: config.PUBLIC_DOMAIN })),
      telegramBot,
      billing,
      contactOrders: createContactOrders({ db: database.db, mailer: auth.mailer, supportEmail: config.SUPPORT_EMAIL, log: app.log, limiters }),
      faqVotes: createFaqVotes({ db: database.db, secret: resolveJwtSecret(config.JWT_SECRET, config.dataDir), limiters }),
    },
    { graphiql: config.GRAPHIQL, security: graphqlSecurityOf(config) },
  );
  if (config.SCHEDULER) registerScheduler(app, database);
  if (config.TEST_CLOCK) await registerTestingClock(app, database.db);
  // `npm run bench`: the same JSON request and answer as `{ __typename }`, without GraphQL, as its baseline.
  if (config.BENCH_BASELINE) app.post('/bench/baseline', async () => ({ data: { __typename: 'Query' } }));
  return app;
}
