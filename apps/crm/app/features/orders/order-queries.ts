import type { ApolloClient } from '@apollo/client';
import { GetOrderDocument, GetOrderListDocument } from '@donut/graphql';
import { orderListVariables, readOrderListState } from './order-list-state';

/** Fills the request's Apollo cache with the order book the address asks for, so the first paint shows it. */
export async function prefetchOrderList(
  client: ApolloClient,
  project: { id: string; timezone: string },
  url: URL,
): Promise<void> {
  await client
    .query({
      query: GetOrderListDocument,
      variables: orderListVariables(project.id, readOrderListState(url.searchParams), project.timezone),
    })
    .catch(() => undefined);
}

/** The same for an order's card. */
export async function prefetchOrder(client: ApolloClient, projectId: string, id: string): Promise<void> {
  await client
    .query({ query: GetOrderDocument, variables: { project_id: projectId, id } })
    .catch(() => undefined);
}
