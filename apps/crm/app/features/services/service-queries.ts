import type { ApolloClient } from '@apollo/client';
import { GetServiceCategoryListDocument, GetServiceDocument, GetServiceListDocument } from '@donut/graphql';
import { readServiceListState, serviceListVariables } from './service-list-state';
import { categoryListVariables } from './use-service-categories';

/**
 * Fills the request's Apollo cache with the list the address asks for and the categories, so the first paint shows
 * them. A failure is left to the page, which shows the error and a retry after hydration.
 */
export async function prefetchServiceList(client: ApolloClient, projectId: string, url: URL): Promise<void> {
  await Promise.allSettled([
    client.query({
      query: GetServiceListDocument,
      variables: serviceListVariables(projectId, readServiceListState(url.searchParams)),
    }),
    client.query({ query: GetServiceCategoryListDocument, variables: categoryListVariables(projectId) }),
  ]);
}

/** The same for a service's form. */
export async function prefetchService(client: ApolloClient, projectId: string, id: string): Promise<void> {
  await Promise.allSettled([
    client.query({ query: GetServiceDocument, variables: { project_id: projectId, id } }),
    client.query({ query: GetServiceCategoryListDocument, variables: categoryListVariables(projectId) }),
  ]);
}
