import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { Resolvers } from '@donut/graphql';
import type { Config } from './config';
import type { DomainModule } from './core/domain-module';
import type { Platform } from './core/platform';
import type { GraphqlContext } from './core/request-context';
import type { Services } from './core/services';
import type { Database } from './db/database';
import { registerProjectListBaseline } from './bench/project-list-baseline';
import { registerGraphql } from './graphql/graphql.plugin';
import { registerHealth } from './health/health.routes';
import { registerErrorHandler } from './http/error-handler';
import { loggerOptions } from './logger';
import { authModule } from './modules/auth/auth.module';
import { billingModule } from './modules/billing/billing.module';
import { clientsModule } from './modules/clients/clients.module';
import { contactOrdersModule } from './modules/contact-orders/contact-orders.module';
import { faqModule } from './modules/faq/faq.module';
import { filesModule } from './modules/files/files.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { projectContentModule } from './modules/project-content/project-content.module';
import { projectBotModule } from './modules/project-bot/project-bot.module';
import { siteModule } from './modules/site/site.module';
import { customersModule } from './modules/customers/customers.module';
import { eventsModule } from './modules/events/events.module';
import { servicesModule } from './modules/services/services.module';
import { bookingModule } from './modules/booking/booking.module';
import { shopModule } from './modules/shop/shop.module';
import { ordersModule } from './modules/orders/orders.module';
import { applicationsModule } from './modules/applications/applications.module';
import { projectsModule } from './modules/projects/projects.module';
import { ratesModule } from './modules/rates/rates.module';
import { referenceModule } from './modules/reference/reference.module';
import { registerScheduler } from './modules/scheduler/scheduler.plugin';
import { telegramBotModule } from './modules/telegram-bot/telegram-bot.module';
import { testingClockModule } from './modules/testing-clock/testing-clock.module';
import { createPlatform } from './platform';
import { registerRouteRateLimits } from './security/route-rate-limits';
import { graphqlSecurityOf, registerSecurity } from './security/security.plugin';

/**
 * The domains the server runs, in the order they are built (a module may use the services of those
 * before it). A new domain is one line here and its own folder (docs/adding-a-domain.md).
 */
export const DOMAIN_MODULES: readonly DomainModule[] = [
  authModule,
  referenceModule,
  ratesModule,
  billingModule,
  clientsModule,
  telegramBotModule,
  notificationsModule,
  projectsModule,
  projectContentModule,
  siteModule,
  projectBotModule,
  customersModule,
  servicesModule,
  bookingModule,
  shopModule,
  ordersModule,
  applicationsModule,
  eventsModule,
  contactOrdersModule,
  faqModule,
  filesModule,
  testingClockModule,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform and the modules' services, for tests (mails in flight, a module's service). */
    donut: { platform: Platform; services: Services };
  }
}

/** Every module's root fields and types in one resolver map; a field resolved twice is a mistake. */
export function mergeResolvers(modules: readonly DomainModule[]): Resolvers<GraphqlContext> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers ?? {})) {
      merged[typeName] ??= {};
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in merged[typeName])
          throw new Error(`${typeName}.${field} is resolved by two modules (${module.name} and another)`);
        merged[typeName][field] = resolver;
      }
    }
  }
  return merged as Resolvers<GraphqlContext>;
}

/**
 * Browsers may call the API from the configured origins and from project subdomains of them (the CRM
 * and the client view live on {project}.{domain}); in development from any host on PUBLIC_DOMAIN.
 */
export function isAllowedOrigin(
  origin: string,
  config: Pick<Config, 'CORS_ORIGINS' | 'PUBLIC_DOMAIN' | 'NODE_ENV'>,
) {
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
    return (
      url.protocol === base.protocol &&
      url.port === base.port &&
      url.hostname.endsWith(`.${base.hostname}`) &&
      /^[a-z\d-]+$/.test(label)
    );
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
    allowedHeaders: [
      'content-type',
      'authorization',
      'x-language',
      'x-timezone',
      'x-visitor-id',
      'apollo-require-preflight',
    ],
    maxAge: 600,
  });
  await app.register(cookie);
  const platform = createPlatform(config, database, app.log);
  app.addHook('onClose', () => platform.close());
  registerRouteRateLimits(app, platform.limiters);
  registerErrorHandler(app);
  await registerHealth(app, database);

  const services = {} as Services;
  for (const module of DOMAIN_MODULES) Object.assign(services, await module.services?.(platform, services));
  app.decorate('donut', { platform, services });
  for (const module of DOMAIN_MODULES) await module.routes?.(app, platform, services);
  await registerGraphql(app, {
    resolvers: mergeResolvers(DOMAIN_MODULES),
    shared: { ...platform, ...services },
    authenticate: services.auth.authenticate,
    authenticateCustomer: services.customers.authenticate,
    graphiql: config.GRAPHIQL,
    security: graphqlSecurityOf(config),
    realtime: {
      emitter: services.events.realtime.emitter,
      isAllowedOrigin: (origin) => isAllowedOrigin(origin, config),
    },
  });
  if (config.SCHEDULER)
    registerScheduler(
      app,
      database,
      DOMAIN_MODULES.flatMap((module) => module.jobs?.(platform, services) ?? []),
    );
  // `npm run bench`: the same JSON request and answer as `{ __typename }`, without GraphQL, as its baseline.
  if (config.BENCH_BASELINE) {
    app.post('/bench/baseline', async () => ({ data: { __typename: 'Query' } }));
    // GetProjectList's request and answer with its SQL through the raw driver (bench/project-list-baseline.ts).
    registerProjectListBaseline(app, {
      sql: database.sql,
      secret: platform.secret,
      uploadUrl: platform.uploadUrl,
    });
  }
  return app;
}
