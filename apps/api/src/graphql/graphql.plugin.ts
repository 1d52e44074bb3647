import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql';
import { typeDefs, type Resolvers } from '@donut/graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { buildContext, type Authenticate, type AuthenticateCustomer, type SharedContext } from './context';
import type { GraphqlContext } from '../core/request-context';
import { formatGraphqlErrors } from './error-formatter';
import { GRAPHQL_LIMITS, hardenedMercuriusOptions, registerGraphqlLimits } from '../security/graphql-limits';
import { applyExecutionTimeout } from '../security/execution-timeout';
import { withRequestErrors } from '../security/request-errors';
import { refuseUnparsedDocuments, withInputChecks } from '../security/graphql-input';
import { registerMultipartUploads } from '../security/multipart-uploads';
import type { GraphqlSecurityOptions } from '../security/security.plugin';
import { DomainError } from '../core/domain-error';
import {
  registerSubscriptionChecks,
  registerWebSocket,
  subscriptionOptions,
  withSubscriptionErrors,
  type SubscriptionOptions,
} from './subscriptions';

/**
 * Operations of the contract whose feature has not landed answer a clear, localized NOT_AVAILABLE
 * error instead of null or invented data; each issue that owns one replaces it with a real resolver.
 */
export function withNotAvailable(
  implemented: Resolvers<GraphqlContext>,
  schema: GraphQLSchema = buildSchema(typeDefs),
): IResolvers {
  const result: Record<string, Record<string, unknown>> = {};
  const notAvailable = () => {
    throw new DomainError('NOT_AVAILABLE', 'api.error.not-available');
  };
  for (const typeName of ['Query', 'Mutation', 'Subscription'] as const) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    const own = (implemented[typeName] ?? {}) as Record<string, unknown>;
    result[typeName] = { ...own };
    for (const field of Object.keys(type.getFields())) {
      result[typeName][field] ??= typeName === 'Subscription' ? { subscribe: notAvailable } : notAvailable;
    }
  }
  return result as IResolvers;
}

/** The largest file a mutation takes: an application's 10 MB file (pictures stop at 5 MB in their resolvers). */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface GraphqlOptions {
  /** The root fields and types every module resolves, merged by the composition root. */
  resolvers: Resolvers<GraphqlContext>;
  /** The platform and the modules' services, shared by every request's context. */
  shared: SharedContext;
  authenticate: Authenticate;
  authenticateCustomer: AuthenticateCustomer;
  graphiql: boolean;
  security: GraphqlSecurityOptions;
  /** Subscriptions over WebSocket (graphql-transport-ws) on /graphql. */
  realtime: Pick<SubscriptionOptions, 'emitter' | 'isAllowedOrigin'>;
}

/** GraphQL at /graphql: the contract's schema, the given resolvers, and the hardening of ADR 0015. */
export async function registerGraphql(
  app: FastifyInstance,
  { resolvers, shared, authenticate, authenticateCustomer, realtime, ...options }: GraphqlOptions,
) {
  // Multipart GraphQL requests: up to 11 files (a project's main image and 10 gallery pictures), each a
  // little over the limit so the resolver can answer precisely; the `operations` part is held to the
  // JSON body limit. Every malformed form is a 4xx (security/multipart-uploads.ts).
  registerMultipartUploads(app, {
    maxFileSize: MAX_UPLOAD_BYTES + 1,
    maxFiles: 11,
    maxFieldSize: GRAPHQL_LIMITS.bodyBytes,
  });
  // Built once: the not-available fallbacks and the input checks both read the contract's types.
  const schema = buildSchema(typeDefs);
  await registerWebSocket(app, realtime.isAllowedOrigin);
  await app.register(mercurius, {
    schema: typeDefs,
    // ADR 0015, input layer: every root field's arguments are checked by their types before it runs.
    resolvers: {
      ...withSubscriptionErrors(withInputChecks(withNotAvailable(resolvers, schema), schema), schema),
      Upload: GraphQLUpload,
    } as IResolvers,
    subscription: subscriptionOptions({ shared, authenticate, ...realtime }),
    context: (request) => buildContext(shared, authenticate, request, authenticateCustomer),
    graphiql: options.graphiql,
    path: '/graphql',
    queryDepth: GRAPHQL_LIMITS.depth,
    errorFormatter: withRequestErrors(formatGraphqlErrors, { showDetails: options.security.introspection }),
    // ADR 0024: a document seen twice (parsed, checked and validated once, then cached by its text) is
    // compiled by graphql-jit between requests and runs compiled from then on. The adaptive mode, not
    // `jit: <count>`: that one skips graphql-js's check of the variables on the request that compiles, so a
    // bad variable would answer differently that one time. `eluThreshold: 1` compiles even when the event
    // loop is busy (Mercurius's 0.8 would put it off for as long as the load lasts, when it pays most).
    jit: { minCount: 2, eluThreshold: 1 },
    // ADR 0015: no batching, a token and body limit; the document checks and the timeout follow.
    ...hardenedMercuriusOptions(),
  });
  refuseUnparsedDocuments(app);
  registerGraphqlLimits(app, options.security);
  registerSubscriptionChecks(app, options.security);
  applyExecutionTimeout(app, options.security.executionTimeoutMs);
}
