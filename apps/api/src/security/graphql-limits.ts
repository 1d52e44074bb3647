import type { FastifyInstance } from 'fastify';
import mercurius, { type MercuriusOptions } from 'mercurius';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { DEFAULT_LOCALE, type Locale } from '@donut/i18n';
import { translate, type ApiMessageId } from '../i18n/translate';
import { measureDocument } from './document-measure';
import { appOperations, operationHash, type PersistedOperations } from './persisted-operations';

/**
 * Limits of every GraphQL request. The apps' largest operation stays well inside each of them
 * (graphql-limits.test.ts measures all of them), an attack does not.
 */
export const GRAPHQL_LIMITS = {
  /** Field nesting; the apps' deepest operation has 4 levels. */
  depth: 8,
  /** Aliased fields; the apps use none. */
  aliases: 10,
  /**
   * Estimated fields resolved: lists count their page size (250, the largest page, when the limit is a
   * variable). The apps' costliest operation, GetProjectList, is estimated at about 25 500.
   */
  cost: 60_000,
  /** Lexical tokens of the document, checked while parsing, so a huge document is never fully parsed. */
  tokens: 2_000,
  /** Bytes of a JSON request body (and of a multipart request's `operations` part). */
  bodyBytes: 64 * 1024,
} as const;

export interface GraphqlHardening {
  /** Accept only the apps' operations (production). */
  persistedOnly: boolean;
  /** Allow __schema / __type (development). */
  introspection: boolean;
  persisted?: PersistedOperations;
}

/** Mercurius options of a hardened endpoint: no batching, a token limit, a small body. */
export function hardenedMercuriusOptions(): Pick<
  MercuriusOptions,
  'allowBatchedQueries' | 'graphql' | 'additionalRouteOptions'
> {
  return {
    allowBatchedQueries: false,
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } },
    additionalRouteOptions: { bodyLimit: GRAPHQL_LIMITS.bodyBytes },
  };
}

export type RefusalCode = 'OPERATION_NOT_ALLOWED' | 'QUERY_TOO_COMPLEX' | 'INTROSPECTION_DISABLED';

function refusal(locale: Locale, code: RefusalCode, id: ApiMessageId, values?: Record<string, number>) {
  return new mercurius.ErrorWithProps(translate(locale, id, values), { code }, 400);
}

/** The reason a document is refused, or null; pure, so it is tested without a server. */
export function refuseDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: GraphqlHardening,
  locale: Locale,
): Error | null {
  if (options.persistedOnly && !(options.persisted ?? appOperations()).byHash.has(operationHash(document))) {
    return refusal(locale, 'OPERATION_NOT_ALLOWED', 'api.security.operation-not-allowed');
  }
  const measure = measureDocument(schema, document, GRAPHQL_LIMITS.cost + 1);
  if (measure.introspection && !options.introspection)
    return refusal(locale, 'INTROSPECTION_DISABLED', 'api.security.introspection-disabled');
  if (measure.depth > GRAPHQL_LIMITS.depth)
    return refusal(locale, 'QUERY_TOO_COMPLEX', 'api.security.too-deep', { max: GRAPHQL_LIMITS.depth });
  if (measure.aliases > GRAPHQL_LIMITS.aliases)
    return refusal(locale, 'QUERY_TOO_COMPLEX', 'api.security.too-many-aliases', {
      max: GRAPHQL_LIMITS.aliases,
    });
  if (measure.truncated || measure.cost > GRAPHQL_LIMITS.cost)
    return refusal(locale, 'QUERY_TOO_COMPLEX', 'api.security.too-costly');
  return null;
}

/**
 * Checks each parsed document before GraphQL validates it (so before any resolver runs). Mercurius
 * caches documents that passed by their text, so a document is checked once; refusals are not cached.
 */
export function registerGraphqlLimits(app: FastifyInstance, options: GraphqlHardening) {
  app.graphql.addHook('preValidation', async (schema, document, context) => {
    const locale = (context as unknown as { locale?: Locale }).locale ?? DEFAULT_LOCALE;
    const error = refuseDocument(schema, document, options, locale);
    if (error) throw error;
  });
}
