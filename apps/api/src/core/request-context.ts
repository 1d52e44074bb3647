import type { Locale } from '@donut/i18n';
import type { ResolverContext } from '@donut/graphql';
import { DomainError } from './domain-error';
import type { Platform } from './platform';
import type { CustomerPrincipal, Principal } from './principal';
import type { Services } from './services';

/** What a request brings, whatever the transport. */
export interface RequestContext {
  locale: Locale;
  /** X-Timezone when it names a zone this runtime knows, else null. */
  timezone: string | null;
  /** The signed-in owner from the Bearer token (checked once per request), or null. */
  principal(): Promise<Principal | null>;
  /** The signed-in customer (client view) from the Bearer token, or null; never an owner. */
  customer(): Promise<CustomerPrincipal | null>;
  /** The client's address (the socket's, or a trusted proxy's X-Forwarded-For), for per-IP limits. */
  ip: string;
  /** User-Agent, with the IP the last resort to tell anonymous voters apart. */
  userAgent: string;
  /** X-Visitor-Id as sent (the apps' random id of an anonymous visitor), not yet checked; null when absent. */
  visitorId: string | null;
}

/** A resolver's context: the request, the platform and every module's services. */
export type GraphqlContext = ResolverContext & RequestContext & Platform & Services;

/** The signed-in customer, or an UNAUTHENTICATED error: every customer operation starts here. */
export async function requireCustomer(context: Pick<RequestContext, 'customer'>): Promise<CustomerPrincipal> {
  const customer = await context.customer();
  if (!customer) throw new DomainError('UNAUTHENTICATED', 'api.auth.unauthenticated');
  return customer;
}

/** The signed-in owner, or an UNAUTHENTICATED error: every owner operation starts here. */
export async function requireClient(context: Pick<RequestContext, 'principal'>): Promise<Principal> {
  const principal = await context.principal();
  if (!principal) throw new DomainError('UNAUTHENTICATED', 'api.auth.unauthenticated');
  return principal;
}
