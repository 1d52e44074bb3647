import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeFromHeader } from '../core/request-locale';
import { translate, type ApiMessageId } from '../i18n/translate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Headers the GraphQL multipart requests of the apps send, which a plain HTML form cannot. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/**
 * Routes whose bodies are not JSON: payment providers sign their raw bytes, and the sandbox's hosted
 * checkout posts plain HTML forms from its own page (same-origin, so the site check still applies).
 */
const NON_JSON_PREFIXES = ['/payments/webhooks/', '/payments/sandbox/checkout/'];

export type OriginCheck = (origin: string) => boolean;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a state-changing request may come from where it says it comes from.
 *
 * Browsers tell the site in Fetch Metadata (Sec-Fetch-Site): same-origin and user-initiated (none)
 * requests pass; same-site and cross-site ones must come from an allowed origin (the apps and the
 * projects' subdomains). Browsers without Fetch Metadata are judged by Origin alone. Requests with
 * neither are not from a browser (the apps' server renderers, Telegram, payment providers): a forged
 * form cannot omit them, so they pass and meet their own authentication.
 */
export function isTrustedSite(
  request: Pick<FastifyRequest, 'headers' | 'protocol'>,
  isAllowedOrigin: OriginCheck,
): boolean {
  const site = single(request.headers['sec-fetch-site']);
  const origin = single(request.headers.origin);
  if (site === 'same-origin' || site === 'none') return true;
  if (!origin) return site === undefined;
  if (origin === 'null') return false;
  if (site === undefined && sameOrigin(origin, request)) return true;
  return isAllowedOrigin(origin);
}

function sameOrigin(origin: string, request: Pick<FastifyRequest, 'headers' | 'protocol'>): boolean {
  const host = single(request.headers.host);
  return !!host && origin === `${request.protocol}://${host}`;
}

/** The media type without parameters, lower-cased; undefined without a Content-Type. */
function mediaType(request: FastifyRequest): string | undefined {
  return single(request.headers['content-type'])?.split(';')[0].trim().toLowerCase() || undefined;
}

/**
 * What a state-changing request may carry: JSON, except for the routes above; GraphQL also takes the
 * apps' multipart uploads, from a browser only with a header a plain form cannot set (a browser too
 * old for Fetch Metadata still cannot forge that).
 */
export function bodyKindRefusal(request: FastifyRequest): Refusal | null {
  const type = mediaType(request);
  const path = pathOf(request);
  if (NON_JSON_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  if (path === '/graphql' && type === 'multipart/form-data') {
    const fromBrowser =
      request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined;
    return !fromBrowser || PREFLIGHT_HEADERS.some((name) => request.headers[name] !== undefined)
      ? null
      : CROSS_SITE;
  }
  if (type === undefined || type === 'application/json') return null;
  return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', messageId: 'api.security.json-only' };
}

interface Refusal {
  status: number;
  code: 'CSRF_REFUSED' | 'UNSUPPORTED_MEDIA_TYPE';
  messageId: ApiMessageId;
}

const CROSS_SITE: Refusal = { status: 403, code: 'CSRF_REFUSED', messageId: 'api.security.cross-site' };

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

/** Answers in the shape the route's clients read: GraphQL's `errors`, or REST's `{ error }`. */
function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  const message = translate(localeFromHeader(request.headers['x-language']), refusal.messageId);
  const body =
    pathOf(request) === '/graphql'
      ? { data: null, errors: [{ message, extensions: { code: refusal.code } }] }
      : { error: { code: refusal.code, message } };
  return reply.code(refusal.status).send(body);
}

/** Refuses cross-site and non-JSON state-changing requests before their body is even read. */
export function registerCrossSiteProtection(app: FastifyInstance, isAllowedOrigin: OriginCheck) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const refusal = isTrustedSite(request, isAllowedOrigin) ? bodyKindRefusal(request) : CROSS_SITE;
    if (refusal) return refuse(request, reply, refusal);
  });
}
