import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { EMPTY, Observable } from 'rxjs';
import type { AccessTokenGetter } from './headers-link';
import { buildRequestHeaders } from './request-headers';

/** Options of {@link createSubscriptionLink}. */
export interface SubscriptionLinkOptions {
  /** The API's GraphQL address over WebSocket (`ws://…/graphql`, `wss://` in production). */
  url: string;
  getAccessToken?: AccessTokenGetter;
  getLanguage: () => string;
  getTimezone?: () => string | undefined;
}

/** Whether an operation is a subscription: only those go over the WebSocket. */
export const isSubscription = (operation: ApolloLink.Operation) =>
  operation.operationType === OperationTypeNode.SUBSCRIPTION;

/**
 * The WebSocket link of GraphQL subscriptions (graphql-ws, the graphql-transport-ws protocol). The client
 * library is loaded, and the socket opened, only when the first subscription starts, so pages without one
 * pay nothing. The token and language are read again at each (re)connection, which retries with a backoff
 * for as long as a subscription wants it.
 */
export function createSubscriptionLink(options: SubscriptionLinkOptions): ApolloLink {
  let loading: Promise<ApolloLink> | null = null;
  const load = async (): Promise<ApolloLink> => {
    const [{ createClient }, { GraphQLWsLink }] = await Promise.all([
      import('graphql-ws'),
      import('@apollo/client/link/subscriptions'),
    ]);
    const client = createClient({
      url: options.url,
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      connectionParams: async () =>
        buildRequestHeaders({
          accessToken: (await options.getAccessToken?.()) ?? null,
          language: options.getLanguage(),
          timezone: options.getTimezone?.(),
        }),
    });
    return new GraphQLWsLink(client);
  };
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: { unsubscribe(): void } | null = null;
        let closed = false;
        (loading ??= load())
          .then((link) => {
            if (closed) return;
            inner = link.request(operation, () => EMPTY).subscribe(observer);
          })
          .catch((error: unknown) => {
            loading = null;
            observer.error(error);
          });
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
