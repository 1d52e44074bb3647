import type { ApolloClient } from '@apollo/client';
import { GetClientDocument } from '@donut/graphql';

/**
 * Asks the API for the signed-in owner again; the cache update reaches every page that shows them. A failure
 * (offline, session over) leaves the page as it is: the next action reports it.
 */
export function reloadClient(client: ApolloClient): void {
  client.query({ query: GetClientDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
}
