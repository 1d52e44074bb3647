import type { ApolloClient } from '@apollo/client';
import { GetProductCategoryListDocument, GetProductDocument, GetProductListDocument } from '@donut/graphql';
import { productListVariables, readProductListState } from './product-list-state';
import { productCategoryVariables } from './use-product-categories';

const categories = (client: ApolloClient, projectId: string) =>
  client.query({ query: GetProductCategoryListDocument, variables: productCategoryVariables(projectId) });

/** Fills the request's Apollo cache with the list the address asks for and the categories, for the first paint. */
export async function prefetchProductList(client: ApolloClient, projectId: string, url: URL): Promise<void> {
  await Promise.allSettled([
    client.query({
      query: GetProductListDocument,
      variables: productListVariables(projectId, readProductListState(url.searchParams)),
    }),
    categories(client, projectId),
  ]);
}

/** The same for a product's form. */
export async function prefetchProduct(client: ApolloClient, projectId: string, id: string): Promise<void> {
  await Promise.allSettled([
    client.query({ query: GetProductDocument, variables: { project_id: projectId, id } }),
    categories(client, projectId),
  ]);
}
