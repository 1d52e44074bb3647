import { publicPageCache, redirectSignedIn } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/questions';
import { PublicQuestionsPage } from '../features/marketing/questions/public-questions-page';
import { getIntl, pageTitle } from '../i18n/catalogs';
import { withOpenGraph } from '../seo/with-open-graph';

/** Served to anonymous visitors from the HTML cache (ADR 0018). */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/** Spec §2: a signed-in owner goes to the projects page. */
export function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(request, context, 'questions');
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  const locale = params.locale as Locale;
  return withOpenGraph([
    { title: pageTitle(locale, 'main.marketing.questions.title') },
    {
      name: 'description',
      content: getIntl(locale).formatMessage({ id: 'main.marketing.questions.description' }),
    },
  ]);
}

export default function Questions() {
  return <PublicQuestionsPage />;
}
