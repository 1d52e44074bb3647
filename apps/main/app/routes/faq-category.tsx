import { apolloRouterContext, browserApolloClient } from '@donut/app-shell';
import { documentTitle, type Locale } from '@donut/i18n';
import type { Route } from './+types/faq-category';
import { FaqCategoryPage } from '../features/faq/faq-category-page';
import { loadCategory } from '../features/faq/faq-loaders';
import { withOpenGraph } from '../seo/with-open-graph';

/** A category and its articles; an unknown slug answers the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCategory(context.get(apolloRouterContext), request, params.slug);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadCategory(browserApolloClient(params.locale as Locale), request, params.slug);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return withOpenGraph([
    { title: documentTitle(loaderData.name) },
    { name: 'description', content: loaderData.description },
  ]);
}

export default function FaqCategory() {
  return <FaqCategoryPage />;
}
