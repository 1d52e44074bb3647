import type { MiddlewareFunction } from 'react-router';
import { apolloRouterContext } from './apollo-contexts';
import { createServerApolloClient } from './server-apollo-client';

/** Root middleware: a fresh Apollo client for each server request. */
export const apolloMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(apolloRouterContext, createServerApolloClient(request));
  return next();
};
