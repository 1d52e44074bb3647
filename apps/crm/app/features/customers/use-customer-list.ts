import { GetCustomerListDocument } from '@donut/graphql';
import { usePagedList } from '../../shared/list/use-paged-list';
import {
  CUSTOMER_PAGE_SIZE,
  customerListVariables,
  customerQueryVariables,
  type CustomerListState,
} from './customer-list-state';

/** The project's customers for the list's state, a page at a time (the shared URL-paged list). */
export function useCustomerList(
  projectId: string,
  state: CustomerListState,
  onPages: (pages: number) => void,
) {
  return usePagedList({
    document: GetCustomerListDocument,
    queryVariables: customerQueryVariables(projectId, state),
    variables: (pages) => customerListVariables(projectId, { ...state, pages }),
    select: (data) => data.customer_list,
    pageSize: CUSTOMER_PAGE_SIZE,
    pages: state.pages,
    onPages,
  });
}
