import { InMemoryCache, type NormalizedCacheObject, type TypePolicies } from '@apollo/client';
import { pagedList } from './paged-list';

/**
 * How the apps' cache stores the schema: every list the apps show a page at a time ("Show more") keeps its
 * pages in one entry per filter, order or project (`pagedList`), so `fetchMore` needs no merge of its own.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      notification_list: pagedList(),
      project_list: pagedList(),
      receipt_list: pagedList(),
      faq_article_list: pagedList(),
      service_list: pagedList(['project_id', 'search', 'filter', 'sort']),
      product_category_list: pagedList(['project_id']),
      customer_list: pagedList(['project_id', 'search', 'filter', 'sort']),
      customer_event_list: pagedList(['project_id', 'customer_id']),
    },
  },
};

/**
 * The cache of the apps' Apollo clients, and of tests that render with a mock link, so both store lists alike.
 * `initialState` is the state the server rendered with.
 */
export function createApolloCache(initialState?: unknown): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  if (initialState) cache.restore(initialState as NormalizedCacheObject);
  return cache;
}
