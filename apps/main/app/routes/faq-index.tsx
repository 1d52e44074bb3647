import { apolloRouterContext, browserApolloClient } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/faq-index';
import { FaqIndexPage } from '../features/faq/faq-index-page';
import { loadPopularArticles } from '../features/faq/faq-loaders';
import { getIntl, pageTitle } from '../i18n/catalogs';
import { withOpenGraph } from '../seo/with-open-graph';

export async function loader({ context }: Route.LoaderArgs) {
  await loadPopularArticles(context.get(apolloRouterContext));
  return null;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await loadPopularArticles(browserApolloClient(params.locale as Locale));
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  const locale = params.locale as Locale;
  return withOpenGraph([
    { title: pageTitle(locale, 'main.faq.title') },
    { name: 'description', content: getIntl(locale).formatMessage({ id: 'main.faq.meta.description' }) },
  ]);
}

export default function FaqIndex() {
  return <FaqIndexPage />;
}
