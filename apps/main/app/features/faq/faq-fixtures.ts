/* Test data of the knowledge base, as its list query answers. Not imported by the app. */
import type { FaqArticleListItem } from './faq-queries';

type TestArticle = Omit<FaqArticleListItem, 'category'> & {
  __typename: 'FaqArticle';
  category: FaqArticleListItem['category'] & { __typename: 'FaqCategory' };
};

/** An article as the list query returns it. */
export function listArticle(
  id: number,
  title: string,
  extra: Partial<Omit<TestArticle, 'category'>> = {},
): TestArticle {
  return {
    __typename: 'FaqArticle',
    id: String(id),
    slug: `article-${id}`,
    title,
    summary: `Summary of ${title}`,
    is_popular: false,
    highlight: null,
    category: { __typename: 'FaqCategory', id: '1', slug: 'getting-started', name: 'Getting started' },
    ...extra,
  };
}

/** The list query's answer: `list`, of `total` articles. */
export function articlePage(list: TestArticle[], total = list.length, offset = 0) {
  return {
    faq_article_list: {
      __typename: 'FaqArticleList' as const,
      list,
      meta: {
        __typename: 'ListMeta' as const,
        count: list.length,
        total,
        has_next_page: offset + list.length < total,
      },
    },
  };
}
