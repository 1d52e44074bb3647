import type { GetFaqArticleListQuery, GetFaqArticleListQueryVariables } from '@donut/graphql';
import type { FaqArticleFilters } from './faq-filters';

/**
 * The variables of every knowledge-base query, shared by the loaders and the pages: the server fills the
 * Apollo cache under exactly these, and the page reads them back without a request.
 */

/** A page of articles: 10 keeps a list readable; "Show more" appends the next 10. */
export const FAQ_PAGE_SIZE = 10;
/** Every section at once: there are eight, and the header's nav and the grids show them all. */
export const CATEGORY_LIST_VARIABLES = { limit: 50, offset: 0 } as const;
/** The index's popular articles: the seed marks eight. */
export const POPULAR_ARTICLES_VARIABLES = { filter: { is_popular: true }, limit: 8, offset: 0 } as const;
/** The "other articles" of an article page: a handful from its section. */
const OTHER_ARTICLES_LIMIT = 5;

/** All articles, a search, a section's articles, or both filters together. */
export function articleListVariables(filters: Partial<FaqArticleFilters>): GetFaqArticleListQueryVariables {
  const filter: NonNullable<GetFaqArticleListQueryVariables['filter']> = {};
  if (filters.query) filter.search = filters.query;
  if (filters.category) filter.category_slug = filters.category;
  return { filter, limit: FAQ_PAGE_SIZE, offset: 0 };
}

export function otherArticlesVariables(
  categorySlug: string,
  articleSlug: string,
): GetFaqArticleListQueryVariables {
  return {
    filter: { category_slug: categorySlug, exclude_slug: articleSlug },
    limit: OTHER_ARTICLES_LIMIT,
    offset: 0,
  };
}

export type FaqArticleListItem = GetFaqArticleListQuery['faq_article_list']['list'][number];
