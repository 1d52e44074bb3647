import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerCrossSiteProtection, type OriginCheck } from './cross-site-requests';
import type { GraphqlHardening } from './graphql-limits';
import { recordRoutes } from './route-registry';
import { registerSecurityHeaders } from './security-headers';
import { registerRestInputChecks } from './rest-input';

/**
 * HTTP-level hardening of docs/adr/0015-api-hardening.md: security headers on every response,
 * refusal of cross-site and non-JSON state-changing requests, of JSON bodies with control characters
 * (rest-input.ts), and the route registry the
 * authorization matrix is checked against. Registered first, so it sees every route.
 */
export function registerSecurity(app: FastifyInstance, config: Config, isAllowedOrigin: OriginCheck) {
  recordRoutes(app);
  registerSecurityHeaders(app, { production: config.NODE_ENV === 'production', graphiql: config.GRAPHIQL });
  registerCrossSiteProtection(app, isAllowedOrigin);
  registerRestInputChecks(app);
}

export interface GraphqlSecurityOptions extends GraphqlHardening {
  executionTimeoutMs: number;
}

/** Production accepts only the apps' operations and no introspection; development and tests accept any query. */
export function graphqlSecurityOf(config: Config): GraphqlSecurityOptions {
  const production = config.NODE_ENV === 'production';
  return {
    persistedOnly: config.GRAPHQL_PERSISTED_ONLY ?? production,
    introspection: config.GRAPHQL_INTROSPECTION ?? !production,
    executionTimeoutMs: config.GRAPHQL_EXECUTION_TIMEOUT_MS,
  };
}
