import type { MiddlewareFunction } from 'react-router';
import { projectFromHost } from '@donut/link-builder';
import { apolloRouterContext } from './apollo-contexts';
import { detectCountry } from './country';
import { countryRouterContext } from './country-context';
import { ownerLocaleRouterContext, readOwnerLocale, requestLocale } from './owner-locale';
import { publicEnv } from './public-env';
import { createServerApolloClient } from './server-apollo-client';
import { readServerSession } from './server-session';
import { sessionRouterContext, type SessionTokens } from './session-context';
import { customerSessionFamily } from './session-family';

interface ApolloMiddlewareOptions {
  /** The request's session, from its refresh cookie. */
  readSession: (request: Request) => Promise<SessionTokens | null>;
  /** Whether a session's profile language may choose the locale where the path and the cookie say nothing. */
  readsOwnerLocale: boolean;
}

function createApolloMiddleware({
  readSession,
  readsOwnerLocale,
}: ApolloMiddlewareOptions): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    // The country lookup (spec §4, at most once a year per visitor) runs alongside the session refresh.
    const [session, country] = await Promise.all([readSession(request), detectCountry(request)]);
    context.set(countryRouterContext, country.country);
    context.set(sessionRouterContext, session);
    const apollo = createServerApolloClient(request, session?.accessToken ?? null, () =>
      requestLocale(request, context),
    );
    context.set(apolloRouterContext, apollo);
    if (session && readsOwnerLocale)
      context.set(ownerLocaleRouterContext, await readOwnerLocale(request, apollo));
    const response = await next();
    // A page rendered for one person must never be stored by a shared cache.
    if (session) response.headers.set('Cache-Control', 'private, no-store');
    if (country.setCookie) {
      response.headers.append('Set-Cookie', country.setCookie);
      // A response that sets this visitor's cookie is theirs alone; the next visit, cookie sent, gets the shared copy.
      if (response.headers.get('Cache-Control')?.startsWith('public'))
        response.headers.set('Cache-Control', 'private, no-cache');
    }
    return response;
  };
}

/**
 * Root middleware of the owner's apps: the owner's session (if any), then a fresh Apollo client carrying its token,
 * then, where the path and the cookie say nothing, the owner's profile language for the page's locale.
 */
export const apolloMiddleware = /* @__PURE__ */ createApolloMiddleware({
  readSession: readServerSession,
  readsOwnerLocale: true,
});

/**
 * Root middleware of the client view: the session of a customer of the site on the request's subdomain (ADR
 * 0029), whose token the page's Apollo client carries. Another project's customer, an owner and a visitor all
 * render as signed out there.
 */
export const customerApolloMiddleware = /* @__PURE__ */ createApolloMiddleware({
  readSession: (request) => {
    const domain = projectFromHost(new URL(request.url).hostname, publicEnv().origins['client-view']);
    return domain ? readServerSession(request, customerSessionFamily(domain)) : Promise.resolve(null);
  },
  readsOwnerLocale: false,
});
