import { apolloRouterContext, browserApolloClient } from '@donut/app-shell';
import { documentTitle, type Locale } from '@donut/i18n';
import type { Route } from './+types/faq-articles';
import { FaqArticlesPage } from '../features/faq/faq-articles-page';
import { loadArticleList } from '../features/faq/faq-loaders';
import { getIntl } from '../i18n/catalogs';
import { withOpenGraph } from '../seo/with-open-graph';

/** All articles, or a search (`?q=`) and a category filter (`?category=`): the results are in the server's HTML. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticleList(context.get(apolloRouterContext), request);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadArticleList(browserApolloClient(params.locale as Locale), request);
}

export function meta({ params, loaderData }: Route.MetaArgs) {
  const intl = getIntl(params.locale as Locale);
  const query = loaderData?.query;
  return withOpenGraph([
    {
      title: documentTitle(
        query
          ? intl.formatMessage({ id: 'main.faq.articles.search-title' }, { query })
          : intl.formatMessage({ id: 'main.faq.articles.title' }),
      ),
    },
    { name: 'description', content: intl.formatMessage({ id: 'main.faq.articles.meta.description' }) },
  ]);
}

export default function FaqArticles() {
  return <FaqArticlesPage />;
}
