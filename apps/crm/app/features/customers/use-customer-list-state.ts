import { useCallback } from 'react';
import { useListAddress } from '../../shared/list/use-list-address';
import {
  customerListFilters,
  customerListSearchParams,
  NO_CUSTOMER_FILTERS,
  readCustomerListState,
  type CustomerListFilters,
  type CustomerSortKey,
} from './customer-list-state';

/**
 * The customer list's state, read from and written to the address. A new search, filter or order starts from the
 * first page. Typing and "Show more" replace the history entry; a filter, an order or a reset is a step Back undoes.
 */
export function useCustomerListState() {
  const { state, update } = useListAddress(readCustomerListState, customerListSearchParams);
  return {
    state,
    setSearch: useCallback((search: string) => update({ search }, true), [update]),
    setFilters: useCallback(
      (filters: CustomerListFilters) => update(customerListFilters(filters), false),
      [update],
    ),
    setSort: useCallback((sort: CustomerSortKey) => update({ sort }, false), [update]),
    setPages: useCallback((pages: number) => update({ pages }, true), [update]),
    reset: useCallback(() => update({ ...NO_CUSTOMER_FILTERS, search: '' }, false), [update]),
  };
}
