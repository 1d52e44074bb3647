import type { BackRouteHandle } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { Route } from './+types/client-about-questions';
import { QuestionsPage } from '../features/about/questions-page';
import { pageTitle } from '../i18n/catalogs';

/** Back from a sub-page of About leads to About, even on a first visit (spec §2 route meta). */
export const handle: BackRouteHandle = {
  backUrl: ({ locale }) => routeHref('main', 'clientAbout', {}, { locale: locale as Locale }),
};

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.locale as Locale, 'main.about.questions.title') }];
}

export default function ClientAboutQuestions() {
  return <QuestionsPage />;
}
