import type { ApolloClient } from '@apollo/client';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { apolloRouterContext, ServerApolloContext } from './apollo-contexts';

/** How long a streamed render may wait for slow data before React gives up on it. */
export const STREAM_TIMEOUT_MS = 5_000;

function apolloOf(context: RouterContextProvider): ApolloClient | null {
  try {
    return context.get(apolloRouterContext);
  } catch {
    return null;
  }
}

/**
 * The server entry of every app: streams the document (web streams, so no Node-only import reaches
 * the browser bundle) with the request's Apollo client in context. Bots get the whole document at once.
 */
export async function handleDocumentRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <ServerApolloContext.Provider value={apolloOf(loadContext)}>
      <ServerRouter context={routerContext} url={request.url} />
    </ServerApolloContext.Provider>,
    {
      signal: AbortSignal.timeout(STREAM_TIMEOUT_MS + 1_000),
      onError(error: unknown) {
        status = 500;
        // Errors before the shell is ready reject the promise and reach React Router's handler.
        console.error(error);
      },
    },
  );
  if (isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status });
}
