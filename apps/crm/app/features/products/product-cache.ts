import type { ApolloCache } from '@apollo/client';

/**
 * Drops the project's product lists and categories from the cache after a change that may move a product into or out
 * of them, or change their counts: a list on screen loads again, one elsewhere when it is next shown.
 */
export function forgetProductLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'product_list' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'product_category_list' });
  cache.gc();
}
