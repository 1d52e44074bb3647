import { useCallback } from 'react';
import { useListAddress } from '../../shared/list/use-list-address';
import {
  readServiceListState,
  serviceListSearchParams,
  type CategoryChoice,
  type ServiceSortKey,
  type VisibilityChoice,
} from './service-list-state';

/**
 * The service list's state, read from and written to the address. A new category, search, filter or order starts
 * from the first page. Typing and "Show more" replace the history entry; the rest is a step Back undoes.
 */
export function useServiceListState() {
  const { state, update } = useListAddress(readServiceListState, serviceListSearchParams);
  return {
    state,
    setCategory: useCallback((category: CategoryChoice) => update({ category }, false), [update]),
    setSearch: useCallback((search: string) => update({ search }, true), [update]),
    setVisibility: useCallback((visibility: VisibilityChoice) => update({ visibility }, false), [update]),
    setSort: useCallback((sort: ServiceSortKey) => update({ sort }, false), [update]),
    setPages: useCallback((pages: number) => update({ pages }, true), [update]),
    reset: useCallback(
      () => update({ category: { kind: 'all' }, search: '', visibility: 'all', sort: 'order' }, false),
      [update],
    ),
  };
}
