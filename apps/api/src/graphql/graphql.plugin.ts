import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { buildSchema, isObjectType } from 'graphql';
import { typeDefs, type Resolvers } from '@donut/graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { clientMutations, clientQueries } from '../modules/clients/clients.resolvers';
import { projectMutations, projectQueries } from '../modules/projects/projects.resolvers';
import { notificationMutations, notificationQueries } from '../modules/notifications/notifications.resolvers';
import { referenceQueries } from '../modules/reference/reference.resolvers';
import { rateQueries } from '../modules/rates/rates.resolvers';
import { projectContentQueries } from '../modules/project-content/project-content.resolvers';
import { contactOrderMutations } from '../modules/contact-orders/contact-orders.resolvers';
import { telegramBotMutations } from '../modules/telegram-bot/telegram-bot.resolvers';
import { billingMutations, billingQueries } from '../modules/billing/billing.resolvers';
import { faqMutations, faqQueries } from '../modules/faq/faq.resolvers';
import { buildContext, type GraphqlContext, type GraphqlDeps } from './context';
import { formatGraphqlErrors } from './error-formatter';
import { GRAPHQL_LIMITS, hardenedMercuriusOptions, registerGraphqlLimits } from '../security/graphql-limits';
import { applyExecutionTimeout } from '../security/execution-timeout';
import { withRequestErrors } from '../security/request-errors';
import { refuseUnparsedDocuments, withInputChecks } from '../security/graphql-input';
import { registerMultipartUploads } from '../security/multipart-uploads';
import type { GraphqlSecurityOptions } from '../security/security.plugin';
import { DomainError } from '../core/domain-error';

const resolvers: Resolvers<GraphqlContext> = {
  Query: { ...referenceQueries, ...rateQueries, ...clientQueries, ...projectQueries, ...notificationQueries, ...projectContentQueries, ...billingQueries, ...faqQueries },
  Mutation: { ...clientMutations, ...projectMutations, ...notificationMutations, ...contactOrderMutations, ...telegramBotMutations, ...billingMutations, ...faqMutations },
};

/**
 * Operations of the contract whose feature has not landed answer a clear, localized NOT_AVAILABLE
 * error instead of null or invented data; each issue that owns one replaces it with a real resolver.
 */
export function withNotAvailable(implemented: Resolvers<GraphqlContext>): IResolvers {
  const schema = buildSchema(typeDefs);
  const result: Record<string, Record<string, unknown>> = {};
  for (const typeName of ['Query', 'Mutation'] as const) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    const own = (implemented[typeName] ?? {}) as Record<string, unknown>;
    result[typeName] = { ...own };
    for (const field of Object.keys(type.getFields())) {
      result[typeName][field] ??= () => {
        throw new DomainError('NOT_AVAILABLE', 'api.error.not-available');
      };
    }
  }
  return result as IResolvers;
}

/** Spec §5: the largest file a mutation takes is the 5 MB avatar. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export async function registerGraphql(app: FastifyInstance, deps: GraphqlDeps, options: { graphiql: boolean; security: GraphqlSecurityOptions }) {
  // Multipart GraphQL requests: up to 11 files (a project's main image and 10 gallery pictures), each a
  // little over the limit so the resolver can answer precisely; the `operations` part is held to the
  // JSON body limit. Every malformed form is a 4xx (security/multipart-uploads.ts).
  registerMultipartUploads(app, { maxFileSize: MAX_UPLOAD_BYTES + 1, maxFiles: 11, maxFieldSize: GRAPHQL_LIMITS.bodyBytes });
  await app.register(mercurius, {
    schema: typeDefs,
    // ADR 0015, input layer: every root field's arguments are checked by their types before it runs.
    resolvers: { ...withInputChecks(withNotAvailable(resolvers), buildSchema(typeDefs)), Upload: GraphQLUpload } as IResolvers,
    context: (request) => buildContext(deps, request),
    graphiql: options.graphiql,
    path: '/graphql',
    queryDepth: GRAPHQL_LIMITS.depth,
    errorFormatter: withRequestErrors(formatGraphqlErrors, { showDetails: options.security.introspection }),
    // ADR 0015: no batching, a token and body limit; the document checks and the timeout follow.
    ...hardenedMercuriusOptions(),
  });
  refuseUnparsedDocuments(app);
  registerGraphqlLimits(app, options.security);
  applyExecutionTimeout(app, options.security.executionTimeoutMs);
}
