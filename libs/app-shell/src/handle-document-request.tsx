import { PassThrough } from 'node:stream';
import type { ApolloClient } from '@apollo/client';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { apolloRouterContext, ServerApolloContext } from './apollo-contexts';

export const streamTimeout = 5_000;

function apolloOf(context: RouterContextProvider): ApolloClient | null {
  try {
    return context.get(apolloRouterContext);
  } catch {
    return null;
  }
}

/** The server entry of every app: streams the document with the request's Apollo client in context. */
export function handleDocumentRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Bots and the SPA-less first paint both get the whole document at once.
    const readyOption = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerApolloContext.Provider value={apolloOf(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServerApolloContext.Provider>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
