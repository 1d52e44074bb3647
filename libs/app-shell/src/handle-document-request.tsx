import type { ApolloClient } from '@apollo/client';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { apolloRouterContext, ServerApolloContext } from './apollo-contexts';
import { NonceContext } from './nonce-context';
import { deferHydration, hydratesOnIntent } from './hydration-on-intent';
import { cacheableDocumentContext } from './public-page-cache';
import { readPublicEnv } from './public-env';
import { mapTileOrigin } from './map-tiles';
import { inlineScriptHashes } from './script-hashes';
import {
  createNonce,
  isSecureRequest,
  securityHeaders,
  type SecurityHeaderOptions,
} from './security-headers';

/** How long a streamed render may wait for slow data before React gives up on it. */
export const STREAM_TIMEOUT_MS = 5_000;

function apolloOf(context: RouterContextProvider): ApolloClient | null {
  try {
    return context.get(apolloRouterContext);
  } catch {
    return null;
  }
}

/** Whether the public-page cache will keep this document (never when a caller passes no router context). */
function isCacheable(context: RouterContextProvider): boolean {
  try {
    return context.get(cacheableDocumentContext);
  } catch {
    return false;
  }
}

/**
 * The server entry of an app: streams the document (web streams, so no Node-only import reaches the browser
 * bundle) with the request's Apollo client in context, and the security headers with a fresh script nonce
 * that React, React Router and our inline scripts all carry. Bots get the whole document at once, and so do
 * visitors of a page that hydrates on intent.
 */
export function createDocumentRequestHandler(options: SecurityHeaderOptions = {}) {
  return async function handleDocumentRequest(
    request: Request,
    responseStatusCode: number,
    responseHeaders: Headers,
    routerContext: EntryContext,
    loadContext: RouterContextProvider,
  ): Promise<Response> {
    let status = responseStatusCode;
    const production = process.env.NODE_ENV === 'production';
    const cacheable = isCacheable(loadContext);
    // Development sends no policy, so no nonce either: the browser would keep it and hydration would warn about it.
    // A cached document is served to many visitors, so it carries no nonce: its policy lists its scripts by hash.
    const nonce = production && !cacheable ? createNonce() : undefined;
    const body = await renderToReadableStream(
      <NonceContext.Provider value={nonce}>
        <ServerApolloContext.Provider value={apolloOf(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerApolloContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        signal: AbortSignal.timeout(STREAM_TIMEOUT_MS + 1_000),
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reject the promise and reach React Router's handler.
          console.error(error);
        },
      },
    );
    // A page that hydrates on intent is rewritten as a whole, so it is not streamed (ADR 0019).
    const onIntent = hydratesOnIntent(routerContext, new URL(request.url));
    const whole = cacheable || onIntent;
    if (whole || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode)
      await body.allReady;
    const rendered = whole ? await new Response(body).text() : null;
    const html = rendered !== null && onIntent ? deferHydration(rendered, nonce) : rendered;
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    const headers = securityHeaders({
      ...options,
      nonce,
      scriptHashes: cacheable && html !== null ? inlineScriptHashes(html) : undefined,
      apiOrigin: readPublicEnv().apiUrl,
      imageOrigins: [mapTileOrigin()].filter((origin) => origin !== null),
      production,
      secure: isSecureRequest(request),
    });
    for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
    return new Response(html ?? body, { headers: responseHeaders, status });
  };
}

/** The server entry of the main site and the CRM, which no page may frame. */
export const handleDocumentRequest = createDocumentRequestHandler();
