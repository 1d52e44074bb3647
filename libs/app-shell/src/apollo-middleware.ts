import type { MiddlewareFunction } from 'react-router';
import { apolloRouterContext } from './apollo-contexts';
import { createServerApolloClient } from './server-apollo-client';
import { readServerSession } from './server-session';
import { sessionRouterContext } from './session-context';

/** Root middleware: the owner's session (if any), then a fresh Apollo client carrying its token. */
export const apolloMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await readServerSession(request);
  context.set(sessionRouterContext, session);
  context.set(apolloRouterContext, createServerApolloClient(request, session?.accessToken ?? null));
  const response = await next();
  // A page rendered for one owner must never be stored by a shared cache.
  if (session) response.headers.set('Cache-Control', 'private, no-store');
  return response;
};
