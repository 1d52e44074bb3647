import { GetApplicationListDocument } from '@donut/graphql';
import { usePagedList } from '../../shared/list/use-paged-list';
import {
  APPLICATION_PAGE_SIZE,
  applicationListVariables,
  applicationQueryVariables,
  type ApplicationListState,
} from './application-list-state';

/** The project's applications for the inbox's state, a page at a time (the shared URL-paged list). */
export function useApplicationList(
  project: { id: string; timezone: string },
  state: ApplicationListState,
  onPages: (pages: number) => void,
) {
  return usePagedList({
    document: GetApplicationListDocument,
    queryVariables: applicationQueryVariables(project.id, state, project.timezone),
    variables: (pages) => applicationListVariables(project.id, { ...state, pages }, project.timezone),
    select: (data) => data.application_list,
    pageSize: APPLICATION_PAGE_SIZE,
    pages: state.pages,
    onPages,
  });
}
