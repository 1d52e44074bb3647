import { useQuery } from '@apollo/client/react';
import { GetCustomerListDocument } from '@donut/graphql';
import { useDebouncedValue } from './use-debounced-value';

/** How many customers the merge dialog offers at once: a search narrows them. */
export const MERGE_CANDIDATES = 10;

/**
 * The project's customers the merge dialog offers for `search` (the newest without one), the customer being merged
 * left out. Never cached: a page of ten must not stand in for the customer list's first page.
 */
export function useMergeCandidates(projectId: string, customerId: string, search: string) {
  const settled = useDebouncedValue(search.trim());
  const query = useQuery(GetCustomerListDocument, {
    variables: {
      project_id: projectId,
      search: settled || undefined,
      sort: { field: 'created_at', direction: 'desc' },
      limit: MERGE_CANDIDATES + 1,
      offset: 0,
    },
    fetchPolicy: 'no-cache',
  });
  const list = query.data?.customer_list.list ?? query.previousData?.customer_list.list ?? null;
  return {
    candidates: list?.filter((customer) => customer.id !== customerId).slice(0, MERGE_CANDIDATES) ?? null,
    isLoading: query.loading,
    hasError: Boolean(query.error),
  };
}
