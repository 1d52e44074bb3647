import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { buildSchema, isObjectType } from 'graphql';
import { typeDefs, type Resolvers } from '@donut/graphql';
import type { Db } from '../db/database';
import { referenceQueries } from '../modules/reference/reference.resolvers';
import { rateQueries } from '../modules/rates/rates.resolvers';
import { buildContext, type GraphqlContext } from './context';
import { apiError } from './errors';
import { hideInternalErrors } from './error-formatter';

const resolvers: Resolvers<GraphqlContext> = {
  Query: { ...referenceQueries, ...rateQueries },
  Mutation: {},
};

/**
 * Operations of the contract whose feature has not landed answer a clear, localized NOT_AVAILABLE
 * error instead of null or invented data; each issue that owns one replaces it with a real resolver.
 */
function withNotAvailable(implemented: Resolvers<GraphqlContext>): IResolvers {
  const schema = buildSchema(typeDefs);
  const result: Record<string, Record<string, unknown>> = {};
  for (const typeName of ['Query', 'Mutation'] as const) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    const own = (implemented[typeName] ?? {}) as Record<string, unknown>;
    result[typeName] = { ...own };
    for (const field of Object.keys(type.getFields())) {
      result[typeName][field] ??= (_: unknown, __: unknown, context: GraphqlContext) => {
        throw apiError(context.locale, 'NOT_AVAILABLE', 'api.error.not-available');
      };
    }
  }
  return result as IResolvers;
}

export async function registerGraphql(app: FastifyInstance, db: Db, options: { graphiql: boolean }) {
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: withNotAvailable(resolvers),
    context: (request) => buildContext(db, request),
    graphiql: options.graphiql,
    path: '/graphql',
    queryDepth: 12,
    errorFormatter: hideInternalErrors,
  });
}
