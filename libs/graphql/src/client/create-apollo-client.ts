import { ApolloClient, ApolloLink } from '@apollo/client';
import { createApolloCache } from './apollo-cache';
import { createErrorLink, type ErrorLogger } from './error-link';
import { createHeadersLink, type AccessTokenGetter } from './headers-link';
import { createRetryLink, type RetryLinkOptions } from './retry-link';
import { createSubscriptionLink, isSubscription } from './subscription-link';
import { createTypenameLink } from './typename-link';
import { createUploadHttpLink } from './upload-http-link';

/** Options of {@link createApolloClient}. */
export interface ApolloClientOptions {
  /** GraphQL endpoint (absolute URL: the server renderer has no page origin to resolve against). */
  uri: string;
  getAccessToken?: AccessTokenGetter;
  /** Value for X-Language (browser locale or the locale cookie). */
  getLanguage: () => string;
  /** Value for X-Timezone; default Intl.DateTimeFormat().resolvedOptions().timeZone. */
  getTimezone?: () => string | undefined;
  /** Server-side rendering: true. */
  ssrMode?: boolean;
  /** Cache state extracted on the server, restored in the browser. */
  initialState?: unknown;
  fetch?: typeof fetch;
  /** Default console. */
  logger?: ErrorLogger;
  /** Defaults 300 ms / 5 attempts / jitter. */
  retry?: RetryLinkOptions;
  /** Extra headers (the server renderer forwards cookies etc.). */
  headers?: Record<string, string>;
  /** Browser: ms after hydration during which network-only queries read the restored cache (spec §9: 100). */
  ssrForceFetchDelay?: number;
  /**
   * Browser only: the API's WebSocket address (`ws(s)://…/graphql`) for subscriptions. Without it (the server
   * renderer) a subscription has no transport.
   */
  subscriptionsUrl?: string;
}

/**
 * Creates the Apollo client shared by the browser apps and the server renderer.
 *
 * On the server, create one client per request (`ssrMode: true`) so that one visitor's data and
 * token never end up in another visitor's cache; embed `client.extract()` with
 * `serializeApolloState` and pass it back as `initialState` in the browser.
 */
export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  const cache = createApolloCache(options.initialState);

  // Order matters: errors are logged once, after RetryLink gave up; headers are computed per
  // attempt, so a retry picks up a refreshed token; HttpLink terminates the chain, sending an
  // operation with files (uploads) as a multipart request with those same headers.
  const http = ApolloLink.from([
    createErrorLink(options.logger),
    createTypenameLink(),
    createRetryLink(options.retry),
    createHeadersLink(options),
    createUploadHttpLink({ uri: options.uri, fetch: options.fetch }),
  ]);
  // Subscriptions go over the WebSocket (which reconnects by itself), everything else over HTTP.
  const link = options.subscriptionsUrl
    ? ApolloLink.split(
        isSubscription,
        createSubscriptionLink({ ...options, url: options.subscriptionsUrl }),
        http,
      )
    : http;

  return new ApolloClient({
    link,
    cache,
    ssrMode: options.ssrMode,
    ssrForceFetchDelay: options.ssrForceFetchDelay,
    // A mutation's promise resolves only once its refetchQueries were answered, so the
    // screen that awaits it never shows data older than the change it just made.
    defaultOptions: { mutate: { awaitRefetchQueries: true } },
  });
}
