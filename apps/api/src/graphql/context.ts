import type { FastifyRequest } from 'fastify';
import type { CustomerPrincipal, Principal } from '../core/principal';
import type { GraphqlContext } from '../core/request-context';
import { localeFromHeader, timezoneFromHeader } from '../core/request-locale';

/** What every request's context shares: the platform and the modules' services, composed by server.ts. */
export type SharedContext = Omit<
  GraphqlContext,
  'locale' | 'timezone' | 'principal' | 'customer' | 'ip' | 'userAgent' | 'visitorId'
>;

/** Bearer token (the Authorization header as sent) → the signed-in owner, or null. */
export type Authenticate = (authorization: string | undefined) => Promise<Principal | null>;

/** Bearer token → the signed-in customer of a project, or null (a `cv` token; an owner's never passes). */
export type AuthenticateCustomer = (authorization: string | undefined) => Promise<CustomerPrincipal | null>;

const nobody: AuthenticateCustomer = async () => null;

function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * A request's context: its own fields on an object whose prototype is the server's shared context, so
 * nothing shared is copied per request (mercurius adds a dozen fields of its own to the same object).
 */
export function buildContext(
  shared: SharedContext,
  authenticate: Authenticate,
  request: FastifyRequest,
  authenticateCustomer: AuthenticateCustomer = nobody,
): GraphqlContext {
  let principal: Promise<Principal | null> | null = null;
  let customer: Promise<CustomerPrincipal | null> | null = null;
  const context = Object.create(shared) as GraphqlContext;
  context.locale = localeFromHeader(request.headers['x-language']);
  context.timezone = timezoneFromHeader(request.headers['x-timezone']);
  context.ip = request.ip;
  context.userAgent = request.headers['user-agent'] ?? '';
  context.visitorId = firstHeader(request.headers['x-visitor-id']);
  context.principal = () => (principal ??= authenticate(request.headers.authorization));
  context.customer = () => (customer ??= authenticateCustomer(request.headers.authorization));
  return context;
}
