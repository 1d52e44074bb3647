import { useCallback } from 'react';
import { useListAddress } from '../../shared/list/use-list-address';
import {
  applicationListFilters,
  applicationListSearchParams,
  NO_APPLICATION_FILTERS,
  readApplicationListState,
  type ApplicationListFilters,
  type ApplicationSortKey,
} from './application-list-state';

/** The inbox's state in the address: typing and "Show more" replace the history entry, the rest Back undoes. */
export function useApplicationListState() {
  const { state, update } = useListAddress(readApplicationListState, applicationListSearchParams);
  return {
    state,
    setSearch: useCallback((search: string) => update({ search }, true), [update]),
    setFilters: useCallback(
      (filters: ApplicationListFilters) => update(applicationListFilters(filters), false),
      [update],
    ),
    setSort: useCallback((sort: ApplicationSortKey) => update({ sort }, false), [update]),
    setPages: useCallback((pages: number) => update({ pages }, true), [update]),
    reset: useCallback(() => update({ ...NO_APPLICATION_FILTERS, search: '' }, false), [update]),
  };
}
