import { GetOrderListDocument } from '@donut/graphql';
import { usePagedList } from '../../shared/list/use-paged-list';
import {
  ORDER_PAGE_SIZE,
  orderListVariables,
  orderQueryVariables,
  type OrderListState,
} from './order-list-state';

/** The project's orders for the order book's state, a page at a time (the shared URL-paged list). */
export function useOrderList(
  project: { id: string; timezone: string },
  state: OrderListState,
  onPages: (pages: number) => void,
) {
  return usePagedList({
    document: GetOrderListDocument,
    queryVariables: orderQueryVariables(project.id, state, project.timezone),
    variables: (pages) => orderListVariables(project.id, { ...state, pages }, project.timezone),
    select: (data) => data.order_list,
    pageSize: ORDER_PAGE_SIZE,
    pages: state.pages,
    onPages,
  });
}
