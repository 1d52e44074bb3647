import { GetProductListDocument } from '@donut/graphql';
import { usePagedList } from '../../shared/list/use-paged-list';
import {
  PRODUCT_PAGE_SIZE,
  productListVariables,
  productQueryVariables,
  type ProductListState,
} from './product-list-state';

/** The project's products for the list's state, a page at a time (the shared URL-paged list). */
export function useProductList(projectId: string, state: ProductListState, onPages: (pages: number) => void) {
  return usePagedList({
    document: GetProductListDocument,
    queryVariables: productQueryVariables(projectId, state),
    variables: (pages) => productListVariables(projectId, { ...state, pages }),
    select: (data) => data.product_list,
    pageSize: PRODUCT_PAGE_SIZE,
    pages: state.pages,
    onPages,
  });
}
