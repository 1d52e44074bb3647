import { useQuery } from '@apollo/client/react';
import { GetFaqArticleListDocument, type GetFaqArticleListQueryVariables } from '@donut/graphql';
import { useShowMore } from '@donut/ui';

/**
 * A list of articles from the cache the loader filled; "Show more" fetches the next page, which the cache's
 * pagedList policy appends (each article once: the seed may change between pages).
 */
export function useFaqArticleList(variables: GetFaqArticleListQueryVariables) {
  const query = useQuery(GetFaqArticleListDocument, { variables });
  const page = query.data?.faq_article_list;
  const showMore = useShowMore(async () => {
    if (page) await query.fetchMore({ variables: { offset: page.list.length } });
  });

  return {
    articles: page?.list ?? null,
    meta: page?.meta ?? null,
    isLoading: query.loading && !page,
    hasError: Boolean(query.error) && !page,
    ...showMore,
  };
}
