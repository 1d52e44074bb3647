import { GetServiceListDocument } from '@donut/graphql';
import { usePagedList } from '../../shared/list/use-paged-list';
import {
  SERVICE_PAGE_SIZE,
  serviceListVariables,
  serviceQueryVariables,
  type ServiceListState,
} from './service-list-state';

/** The project's services for the list's state, a page at a time (the shared URL-paged list). */
export function useServiceList(projectId: string, state: ServiceListState, onPages: (pages: number) => void) {
  return usePagedList({
    document: GetServiceListDocument,
    queryVariables: serviceQueryVariables(projectId, state),
    variables: (pages) => serviceListVariables(projectId, { ...state, pages }),
    select: (data) => data.service_list,
    pageSize: SERVICE_PAGE_SIZE,
    pages: state.pages,
    onPages,
  });
}
