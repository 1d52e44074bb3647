import type { ApolloClient } from '@apollo/client';
import { GetClientDocument } from '@donut/graphql';

/**
 * Asks the API for the signed-in owner again; the cache update reaches every page that shows them. A failure
 * (offline, session over) leaves the page as it is: the next action reports it.
 *
 * Fetched past the cache and then written to it: for a moment after hydration (`ssrForceFetchDelay`) Apollo answers
 * a network-only query from the state the server rendered, and a confirmation link handled on page load asks
 * within that moment (issue 13: the confirmed address still showed as unconfirmed).
 */
export function reloadClient(client: ApolloClient): void {
  client
    .query({ query: GetClientDocument, fetchPolicy: 'no-cache' })
    .then(({ data }) => {
      if (data) client.writeQuery({ query: GetClientDocument, data });
    })
    .catch(() => undefined);
}
