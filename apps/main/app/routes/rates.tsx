import { apolloRouterContext, browserApolloClient, redirectSignedIn } from '@donut/app-shell';
import { GetRateListDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/rates';
import { RatesPage } from '../features/rates/rates-page';
import { pageTitle } from '../i18n/catalogs';

/** Server render: the plans are in the HTML and in the Apollo state handed to the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(request, context, 'rates');
  await context.get(apolloRouterContext).query({ query: GetRateListDocument });
  return null;
}

/** Client navigation: fetch straight from the API into the browser cache. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await browserApolloClient(params.locale as Locale).query({ query: GetRateListDocument });
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.locale as Locale, 'main.rates.title') }];
}

export default function Rates() {
  return <RatesPage />;
}
