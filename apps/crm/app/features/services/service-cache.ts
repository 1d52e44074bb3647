import type { ApolloCache } from '@apollo/client';

/**
 * Drops the project's service lists and categories from the cache after a change that may move a service into or out
 * of them, or change their counts: a list on screen loads again, one elsewhere when it is next shown.
 */
export function forgetServiceLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'service_list' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'service_category_list' });
  cache.gc();
}
