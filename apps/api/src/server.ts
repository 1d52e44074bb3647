import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerGraphql } from './graphql/graphql.plugin';
import { registerHealth } from './health/health.routes';
import { loggerOptions } from './logger';

/** Browsers may call the API from the configured origins, and in development from PUBLIC_DOMAIN and its subdomains. */
export function isAllowedOrigin(origin: string, config: Pick<Config, 'CORS_ORIGINS' | 'PUBLIC_DOMAIN' | 'NODE_ENV'>) {
  if (config.CORS_ORIGINS.includes(origin)) return true;
  if (config.NODE_ENV === 'production') return false;
  try {
    const { hostname } = new URL(origin);
    return hostname === config.PUBLIC_DOMAIN || hostname.endsWith(`.${config.PUBLIC_DOMAIN}`);
  } catch {
    return false;
  }
}

export async function buildServer(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    trustProxy: config.NODE_ENV === 'production',
    bodyLimit: 1_048_576,
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || isAllowedOrigin(origin, config)),
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'x-language', 'x-timezone', 'apollo-require-preflight'],
    maxAge: 600,
  });
  await registerHealth(app, database);
  await registerGraphql(app, database.db, { graphiql: config.GRAPHIQL });
  return app;
}
