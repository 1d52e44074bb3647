import { useCallback } from 'react';
import { useListAddress } from '../../shared/list/use-list-address';
import type { CategoryChoice } from '../../shared/catalogue/category-choice';
import {
  productListSearchParams,
  readProductListState,
  type ProductFilters,
  type ProductSortKey,
} from './product-list-state';

/**
 * The product list's state, read from and written to the address. A new category, search, filter or order starts
 * from the first page. Typing and "Show more" replace the history entry; the rest is a step Back undoes.
 */
export function useProductListState() {
  const { state, update } = useListAddress(readProductListState, productListSearchParams);
  return {
    state,
    setCategory: useCallback((category: CategoryChoice) => update({ category }, false), [update]),
    setSearch: useCallback((search: string) => update({ search }, true), [update]),
    setFilters: useCallback((filters: ProductFilters) => update(filters, false), [update]),
    setSort: useCallback((sort: ProductSortKey) => update({ sort }, false), [update]),
    setPages: useCallback((pages: number) => update({ pages }, true), [update]),
    reset: useCallback(
      () =>
        update(
          {
            category: { kind: 'all' },
            search: '',
            visibility: 'all',
            stock: 'all',
            discount: 'all',
            sort: 'order',
          },
          false,
        ),
      [update],
    ),
  };
}
