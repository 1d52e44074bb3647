import { useQuery } from '@apollo/client/react';
import { GetProjectListDocument } from '@donut/graphql';
import { useShowMore } from '@donut/ui';
import { appendProjectPage, PROJECT_LIST_VARIABLES } from './project-list-query';

/** The owner's projects, a page at a time ("Show more" appends the next page with fetchMore). */
export function useProjectList() {
  const query = useQuery(GetProjectListDocument, { variables: PROJECT_LIST_VARIABLES });
  const page = query.data?.project_list;
  const showMore = useShowMore(async () => {
    if (page) await query.fetchMore({ variables: { offset: page.list.length }, updateQuery: appendProjectPage });
  });

  function retry() {
    // A failure shows through `error` again; the rejected promise has nothing more to say.
    query.refetch().catch(() => undefined);
  }

  return {
    projects: page?.list ?? null,
    meta: page?.meta ?? null,
    isLoading: query.loading && !page,
    hasError: Boolean(query.error) && !page,
    ...showMore,
    retry,
  };
}
