import type { ApolloCache } from '@apollo/client';

/**
 * Drops the project's customer lists and tags from the cache after a change that may move a customer into or out of
 * them (a new customer, an edit, a deletion, a merge): a list on screen loads again, one elsewhere when it is next
 * shown.
 */
export function forgetCustomerLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'customer_list' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'customer_tags' });
  cache.gc();
}

/** Drops one customer's timeline, which a change wrote to on the server: shown, it loads again at once. */
export function forgetTimeline(cache: ApolloCache, projectId: string, customerId: string): void {
  cache.evict({
    id: 'ROOT_QUERY',
    fieldName: 'customer_event_list',
    args: { project_id: projectId, customer_id: customerId },
  });
}
