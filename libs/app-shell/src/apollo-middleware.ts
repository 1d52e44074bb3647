import type { MiddlewareFunction } from 'react-router';
import { apolloRouterContext } from './apollo-contexts';
import { detectCountry } from './country';
import { countryRouterContext } from './country-context';
import { ownerLocaleRouterContext, readOwnerLocale, requestLocale } from './owner-locale';
import { createServerApolloClient } from './server-apollo-client';
import { readServerSession } from './server-session';
import { sessionRouterContext } from './session-context';

/**
 * Root middleware: the owner's session (if any), then a fresh Apollo client carrying its token, then, where the path
 * and the cookie say nothing, the owner's profile language for the page's locale.
 */
export const apolloMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // The country lookup (spec §4, at most once a year per visitor) runs alongside the session refresh.
  const [session, country] = await Promise.all([readServerSession(request), detectCountry(request)]);
  context.set(countryRouterContext, country.country);
  context.set(sessionRouterContext, session);
  const apollo = createServerApolloClient(request, session?.accessToken ?? null, () =>
    requestLocale(request, context),
  );
  context.set(apolloRouterContext, apollo);
  if (session) context.set(ownerLocaleRouterContext, await readOwnerLocale(request, apollo));
  const response = await next();
  // A page rendered for one owner must never be stored by a shared cache.
  if (session) response.headers.set('Cache-Control', 'private, no-store');
  if (country.setCookie) {
    response.headers.append('Set-Cookie', country.setCookie);
    // A response that sets this visitor's cookie is theirs alone; the next visit, cookie sent, gets the shared copy.
    if (response.headers.get('Cache-Control')?.startsWith('public'))
      response.headers.set('Cache-Control', 'private, no-cache');
  }
  return response;
};
