import { apolloRouterContext, browserApolloClient } from '@donut/app-shell';
import { documentTitle, type Locale } from '@donut/i18n';
import type { Route } from './+types/faq-article';
import { FaqArticlePage } from '../features/faq/faq-article-page';
import { loadArticle } from '../features/faq/faq-loaders';
import { withOpenGraph } from '../seo/with-open-graph';

/** An article; an unknown slug answers the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadArticle(context.get(apolloRouterContext), request, params.slug);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadArticle(browserApolloClient(params.locale as Locale), request, params.slug);
}

/** The article's title, and its summary as the description search engines show. */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return withOpenGraph([
    { title: documentTitle(loaderData.title) },
    { name: 'description', content: loaderData.description },
  ]);
}

export default function FaqArticle() {
  return <FaqArticlePage />;
}
