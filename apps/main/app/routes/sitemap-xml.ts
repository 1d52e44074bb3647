import type { ApolloClient } from '@apollo/client';
import { apolloRouterContext, readPublicEnv } from '@donut/app-shell';
import { GetFaqArticleListDocument, GetFaqCategoryListDocument } from '@donut/graphql';
import { routePath } from '@donut/link-builder';
import type { Route } from './+types/sitemap-xml';
import { renderSitemap, staticPublicPaths } from '../seo/sitemap';

const PAGE = 100;

/** The knowledge base's slugs, page by page (the lists are paginated like every list). */
async function faqPaths(client: ApolloClient): Promise<string[]> {
  const paths: string[] = [];
  const categories = await client.query({
    query: GetFaqCategoryListDocument,
    variables: { limit: PAGE, offset: 0 },
  });
  for (const category of categories.data?.faq_category_list.list ?? []) {
    paths.push(routePath('main', 'faqCategory', { slug: category.slug }));
  }
  for (let offset = 0; offset < 10_000; offset += PAGE) {
    const articles = await client.query({
      query: GetFaqArticleListDocument,
      variables: { limit: PAGE, offset },
    });
    const list = articles.data?.faq_article_list;
    for (const article of list?.list ?? [])
      paths.push(routePath('main', 'faqArticle', { slug: article.slug }));
    if (!list?.meta.has_next_page) break;
  }
  return paths;
}

/** GET /sitemap.xml: every public page in ru, en and ka with its alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = readPublicEnv().origins.main;
  const client = context.get(apolloRouterContext);
  const paths = [...staticPublicPaths(), ...(await faqPaths(client))];
  return new Response(renderSitemap(origin, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
