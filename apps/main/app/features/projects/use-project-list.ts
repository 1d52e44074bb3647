import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetProjectListDocument } from '@donut/graphql';
import { appendProjectPage, PROJECT_LIST_VARIABLES } from './project-list-query';

/** The owner's projects, a page at a time ("Show more" appends the next page with fetchMore). */
export function useProjectList() {
  const query = useQuery(GetProjectListDocument, { variables: PROJECT_LIST_VARIABLES });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [hasMoreError, setHasMoreError] = useState(false);
  const page = query.data?.project_list;

  async function loadMore() {
    if (!page) return;
    setIsLoadingMore(true);
    setHasMoreError(false);
    try {
      await query.fetchMore({ variables: { offset: page.list.length }, updateQuery: appendProjectPage });
    } catch {
      // The pages already shown stay; only the next one failed, and the button offers it again.
      setHasMoreError(true);
    } finally {
      setIsLoadingMore(false);
    }
  }

  function retry() {
    // A failure shows through `error` again; the rejected promise has nothing more to say.
    query.refetch().catch(() => undefined);
  }

  return {
    projects: page?.list ?? null,
    meta: page?.meta ?? null,
    isLoading: query.loading && !page,
    hasError: Boolean(query.error) && !page,
    isLoadingMore,
    hasMoreError,
    loadMore,
    retry,
  };
}
