import { publicEnv, publicPageCache, redirectSignedIn } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/contacts';
import { ContactForm } from '../features/about/contact-form';
import { PublicContactsPage } from '../features/marketing/contacts/public-contacts-page';
import { getIntl, pageTitle } from '../i18n/catalogs';
import { withOpenGraph } from '../seo/with-open-graph';

/** Served to anonymous visitors from the HTML cache (ADR 0018). */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/** Spec §2: a signed-in owner asks from the cabinet's own contacts page, reached through the projects page. */
export function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(request, context, 'contacts');
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  const locale = params.locale as Locale;
  return withOpenGraph([
    { title: pageTitle(locale, 'main.marketing.contacts.title') },
    {
      name: 'description',
      content: getIntl(locale).formatMessage({ id: 'main.marketing.contacts.description' }),
    },
  ]);
}

export default function Contacts() {
  // This deployment's settings: read on the server, and in the browser from what the server rendered.
  const { supportEmail, telegramBot } = publicEnv();
  return (
    <PublicContactsPage contactForm={<ContactForm />} supportEmail={supportEmail} telegramBot={telegramBot} />
  );
}
