import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import mercurius, { type IResolvers, type MercuriusOptions } from 'mercurius';
import { createRequire } from 'node:module';
import { parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { MQEmitter } from 'mqemitter';
import { DEFAULT_LOCALE, type Locale } from '@donut/i18n';
import type { GraphqlContext } from '../core/request-context';
import { DomainError } from '../core/domain-error';
import { localeFromHeader, timezoneFromHeader } from '../core/request-locale';
import { translate } from '../i18n/translate';
import { isTrustedSite, type OriginCheck } from '../security/cross-site-requests';
import { GRAPHQL_LIMITS, refuseDocument, type GraphqlHardening } from '../security/graphql-limits';
import type { Authenticate, SharedContext } from './context';

/**
 * GraphQL's validation as Mercurius loads it (CommonJS): a schema built by one copy of graphql cannot be
 * validated by another's, and the test runner loads the ES build for our own imports.
 */
const { validate } = createRequire(__filename)('graphql') as typeof import('graphql');

/** A socket that has said nothing this long after opening is closed (graphql-transport-ws's init wait). */
const CONNECTION_INIT_WAIT_MS = 10_000;
/** Pings keep proxies from closing a quiet connection, and find dead ones. */
const KEEP_ALIVE_MS = 25_000;

export interface SubscriptionOptions {
  shared: SharedContext;
  authenticate: Authenticate;
  isAllowedOrigin: OriginCheck;
  /** In memory or through Redis (modules/events/realtime.ts). */
  emitter: MQEmitter;
}

/** Marks a subscription's context: its resolvers run once per event, long after the connection opened. */
export const SUBSCRIPTION = Symbol('subscription');

export const isSubscriptionContext = (context: object): boolean => SUBSCRIPTION in context;

/** The connection's first message (graphql-ws `connectionParams`): the owner's token and language. */
interface ConnectionParams {
  authorization?: unknown;
  'x-language'?: unknown;
  'x-timezone'?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The context every subscription of a connection shares: the platform and services as own fields (Mercurius
 * copies contexts with a spread, which would lose a prototype), the request's address, and until the
 * connection's init nobody signed in.
 */
function connectionContext(shared: SharedContext, request: FastifyRequest): Partial<GraphqlContext> {
  return {
    ...shared,
    [SUBSCRIPTION]: true,
    locale: localeFromHeader(request.headers['x-language']),
    timezone: null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    visitorId: null,
    principal: async () => null,
    customer: async () => null,
  } as Partial<GraphqlContext>;
}

/**
 * Mercurius's subscription options: WebSocket on /graphql (graphql-transport-ws), authenticated once by the
 * owner's access token in the init message; a connection without a valid one is refused there.
 */
export function subscriptionOptions({
  shared,
  authenticate,
  emitter,
}: SubscriptionOptions): MercuriusOptions['subscription'] {
  return {
    emitter,
    keepAlive: KEEP_ALIVE_MS,
    context: (_socket, request) => connectionContext(shared, request),
    onConnect: async ({ payload }: { payload?: ConnectionParams | null }) => {
      const params = payload ?? {};
      const principal = await authenticate(text(params.authorization));
      if (!principal) return false;
      const locale = text(params['x-language']);
      return {
        principal: async () => principal,
        ...(locale ? { locale: localeFromHeader(locale) } : {}),
        timezone: timezoneFromHeader(text(params['x-timezone'])),
      };
    },
  };
}

/**
 * The WebSocket server under Mercurius, registered first so its limits hold: a handshake from a site that
 * may not call the API is refused (the same rule as cross-site POSTs: a browser's Origin must be ours), a
 * message is held to the JSON body limit, and a socket that never sends its init is closed.
 */
export async function registerWebSocket(app: FastifyInstance, isAllowedOrigin: OriginCheck) {
  await app.register(websocket, {
    options: {
      maxPayload: GRAPHQL_LIMITS.bodyBytes,
      verifyClient: (info, done) => {
        const trusted = isTrustedSite(
          { headers: info.req.headers, protocol: info.secure ? 'https' : 'http' },
          isAllowedOrigin,
        );
        done(trusted, trusted ? undefined : 403);
      },
    },
  });
  app.websocketServer.on('connection', (socket) => {
    const timer = setTimeout(
      () => socket.close(4408, 'Connection initialisation timeout'),
      CONNECTION_INIT_WAIT_MS,
    );
    socket.once('message', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
}

const localeOf = (context: unknown): Locale => (context as { locale?: Locale }).locale ?? DEFAULT_LOCALE;

const refusal = (locale: Locale, code: string) =>
  new mercurius.ErrorWithProps(translate(locale, 'api.error.bad-request'), { code }, 400);

/**
 * The checks a POST gets before anything runs, for subscriptions too (Mercurius neither limits their tokens
 * nor validates their documents): the token limit while parsing, parsed text only, GraphQL validation,
 * then the persisted-operation, depth, alias and cost limits of ADR 0015.
 */
export function registerSubscriptionChecks(app: FastifyInstance, options: GraphqlHardening) {
  app.graphql.addHook('preSubscriptionParsing', async (_schema, source, context) => {
    try {
      parse(source, { maxTokens: GRAPHQL_LIMITS.tokens });
    } catch {
      throw refusal(localeOf(context), 'BAD_REQUEST');
    }
  });
  app.graphql.addHook('preSubscriptionExecution', async (schema, document, context) => {
    const locale = localeOf(context);
    if (!isParsed(document)) throw refusal(locale, 'BAD_REQUEST');
    if (validate(schema, document).length) throw refusal(locale, 'GRAPHQL_VALIDATION_FAILED');
    const refused = refuseDocument(schema, document, options, locale);
    if (refused) throw refused;
  });
}

/** A document the parser made (it records locations), not a syntax tree sent as JSON. */
function isParsed(document: DocumentNode): boolean {
  const location: unknown = (document as { loc?: unknown }).loc;
  return (
    typeof location === 'object' &&
    location !== null &&
    Object.getPrototypeOf(location)?.constructor?.name === 'Location' &&
    document.kind === 'Document'
  );
}

type Subscribe = (root: unknown, args: unknown, context: GraphqlContext, info: unknown) => unknown;

/**
 * A subscription refused by its resolver (not signed in, another owner's project) reaches the client as the
 * error frame of its start, outside the error formatter: its message is localized and its code kept here.
 */
export function withSubscriptionErrors(resolvers: IResolvers, schema: GraphQLSchema): IResolvers {
  const type = schema.getSubscriptionType();
  const own = (resolvers as Record<string, Record<string, { subscribe: Subscribe }>>)[type?.name ?? ''];
  if (!type || !own) return resolvers;
  const wrapped: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(own)) {
    wrapped[name] = {
      ...field,
      subscribe: async (root: unknown, args: unknown, context: GraphqlContext, info: unknown) => {
        try {
          return await field.subscribe(root, args, context, info);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          throw new mercurius.ErrorWithProps(
            translate(context.locale, error.messageId, error.values),
            { code: error.code },
            400,
          );
        }
      },
    };
  }
  return { ...resolvers, [type.name]: wrapped } as IResolvers;
}
