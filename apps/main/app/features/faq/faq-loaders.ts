import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { notFound } from '@donut/app-shell';
import {
  GetFaqArticleDocument,
  GetFaqArticleListDocument,
  GetFaqCategoryDocument,
  GetFaqCategoryListDocument,
} from '@donut/graphql';
import { readArticleFilters } from './faq-filters';
import {
  articleListVariables,
  CATEGORY_LIST_VARIABLES,
  otherArticlesVariables,
  POPULAR_ARTICLES_VARIABLES,
} from './faq-queries';

/**
 * What the knowledge base's routes load, on the server (the request's Apollo client: the page is in the HTML
 * and its cache goes to the browser) and on client navigations (the browser's client). Each returns only what
 * the route's `meta` needs; the pages read their data from the Apollo cache.
 */

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((graphqlError) => graphqlError.extensions?.code === 'NOT_FOUND');

/** The sections, for the header band's nav and the grids. */
export async function loadFaqCategories(client: ApolloClient): Promise<void> {
  await client.query({ query: GetFaqCategoryListDocument, variables: CATEGORY_LIST_VARIABLES });
}

export async function loadPopularArticles(client: ApolloClient): Promise<void> {
  await client.query({ query: GetFaqArticleListDocument, variables: POPULAR_ARTICLES_VARIABLES });
}

/** The articles page: everything, a search (`q`), a section (`category`) or both. */
export async function loadArticleList(client: ApolloClient, request: Request): Promise<{ query: string }> {
  const filters = readArticleFilters(new URL(request.url).searchParams);
  await client.query({
    query: GetFaqArticleListDocument,
    variables: articleListVariables(filters),
    // The cache keeps one `highlight` per article, the latest search's: a search seen before is asked again.
    fetchPolicy: filters.query ? 'network-only' : 'cache-first',
  });
  return { query: filters.query };
}

/** An article and the other articles of its section; an unknown slug is the 404 page. */
export async function loadArticle(
  client: ApolloClient,
  request: Request,
  slug: string,
): Promise<{ title: string; description: string }> {
  const result = await client.query({
    query: GetFaqArticleDocument,
    variables: { slug },
    errorPolicy: 'all',
  });
  const article = result.data?.faq_article;
  if (!article) {
    if (isNotFound(result.error)) notFound(request);
    throw result.error ?? new Error(`The article ${slug} did not load`);
  }
  await client.query({
    query: GetFaqArticleListDocument,
    variables: otherArticlesVariables(article.category.slug, article.slug),
  });
  return { title: article.title, description: article.summary };
}

/** A section and the first page of its articles; an unknown slug is the 404 page. */
export async function loadCategory(
  client: ApolloClient,
  request: Request,
  slug: string,
): Promise<{ name: string; description: string }> {
  const [result] = await Promise.all([
    client.query({ query: GetFaqCategoryDocument, variables: { slug }, errorPolicy: 'all' }),
    client.query({ query: GetFaqArticleListDocument, variables: articleListVariables({ category: slug }) }),
  ]);
  const category = result.data?.faq_category;
  if (!category) {
    if (isNotFound(result.error)) notFound(request);
    throw result.error ?? new Error(`The section ${slug} did not load`);
  }
  return { name: category.name, description: category.description };
}
