import { apolloRouterContext, browserApolloClient, type BackRouteHandle } from '@donut/app-shell';
import { GetRateListDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { Route } from './+types/client-about-contacts';
import { ContactsPage } from '../features/about/contacts-page';
import { pageTitle } from '../i18n/catalogs';

/** Back from a sub-page of About leads to About, even on a first visit (spec §2 route meta). */
export const handle: BackRouteHandle = {
  backUrl: ({ locale }) => routeHref('main', 'clientAbout', {}, { locale: locale as Locale }),
};

/** Server render: the plans of each support level are in the HTML; the cabinet layout checks the session. */
export async function loader({ context }: Route.LoaderArgs) {
  await context.get(apolloRouterContext).query({ query: GetRateListDocument, errorPolicy: 'all' });
  return null;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await browserApolloClient(params.locale as Locale).query({
    query: GetRateListDocument,
    errorPolicy: 'all',
  });
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.locale as Locale, 'main.about.contacts.title') }];
}

export default function ClientAboutContacts() {
  return <ContactsPage />;
}
