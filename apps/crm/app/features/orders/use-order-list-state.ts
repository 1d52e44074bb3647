import { useCallback } from 'react';
import { useListAddress } from '../../shared/list/use-list-address';
import {
  NO_ORDER_FILTERS,
  orderListFilters,
  orderListSearchParams,
  readOrderListState,
  type OrderListFilters,
} from './order-list-state';

/** The order book's state in the address: typing and "Show more" replace the history entry, the rest Back undoes. */
export function useOrderListState() {
  const { state, update } = useListAddress(readOrderListState, orderListSearchParams);
  return {
    state,
    setSearch: useCallback((search: string) => update({ search }, true), [update]),
    setFilters: useCallback(
      (filters: OrderListFilters) => update(orderListFilters(filters), false),
      [update],
    ),
    setPages: useCallback((pages: number) => update({ pages }, true), [update]),
    reset: useCallback(() => update({ ...NO_ORDER_FILTERS, search: '' }, false), [update]),
  };
}
