import { useQuery } from '@apollo/client/react';
import { GetProjectListDocument } from '@donut/graphql';
import { useShowMore } from '@donut/ui';
import { PROJECT_LIST_VARIABLES } from './project-list-query';

/** The owner's projects, a page at a time ("Show more" fetches the next page; the cache's pagedList policy appends it). */
export function useProjectList() {
  const query = useQuery(GetProjectListDocument, { variables: PROJECT_LIST_VARIABLES });
  const page = query.data?.project_list;
  const showMore = useShowMore(async () => {
    if (page) await query.fetchMore({ variables: { offset: page.list.length } });
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
