import { publicPageCache, redirectHomeWhenSignedIn } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/home';
import { HomePage } from '../features/marketing/home/home-page';
import { getIntl, pageTitle } from '../i18n/catalogs';
import { withOpenGraph } from '../seo/with-open-graph';

/** Served to anonymous visitors from the HTML cache (ADR 0018). */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/** Spec §2 home middleware: a signed-in owner without a modal to show goes to the projects page. */
export function loader({ request, context }: Route.LoaderArgs) {
  redirectHomeWhenSignedIn(request, context);
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  const locale = params.locale as Locale;
  return withOpenGraph([
    { title: pageTitle(locale, 'main.home.title') },
    { name: 'description', content: getIntl(locale).formatMessage({ id: 'main.meta.description' }) },
  ]);
}

export default function Home({ params }: Route.ComponentProps) {
  return <HomePage locale={params.locale as Locale} />;
}
