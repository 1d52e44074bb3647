import type { ApolloClient } from '@apollo/client';
import { GetCustomerDocument, GetCustomerListDocument } from '@donut/graphql';
import { customerListVariables, readCustomerListState } from './customer-list-state';

/**
 * Fills the request's Apollo cache with the list the address asks for, so the first paint shows it. A failure is
 * left to the page, which shows the error and a retry after hydration.
 */
export async function prefetchCustomerList(client: ApolloClient, projectId: string, url: URL): Promise<void> {
  await client
    .query({
      query: GetCustomerListDocument,
      variables: customerListVariables(projectId, readCustomerListState(url.searchParams)),
    })
    .catch(() => undefined);
}

/** The same for a customer's card. */
export async function prefetchCustomer(client: ApolloClient, projectId: string, id: string): Promise<void> {
  await client
    .query({ query: GetCustomerDocument, variables: { project_id: projectId, id } })
    .catch(() => undefined);
}
