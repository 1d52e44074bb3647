import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetFaqArticleListDocument, type GetFaqArticleListQueryVariables } from '@donut/graphql';
import { appendArticlePage } from './faq-queries';

/** A list of articles from the cache the loader filled; "Show more" appends the next page with fetchMore. */
export function useFaqArticleList(variables: GetFaqArticleListQueryVariables) {
  const query = useQuery(GetFaqArticleListDocument, { variables });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [hasMoreError, setHasMoreError] = useState(false);
  const page = query.data?.faq_article_list;

  async function loadMore() {
    if (!page) return;
    setIsLoadingMore(true);
    setHasMoreError(false);
    try {
      await query.fetchMore({ variables: { offset: page.list.length }, updateQuery: appendArticlePage });
    } catch {
      // The articles shown stay; only the next page failed, and the button offers it again.
      setHasMoreError(true);
    } finally {
      setIsLoadingMore(false);
    }
  }

  return {
    articles: page?.list ?? null,
    meta: page?.meta ?? null,
    isLoading: query.loading && !page,
    hasError: Boolean(query.error) && !page,
    isLoadingMore,
    hasMoreError,
    loadMore,
  };
}
