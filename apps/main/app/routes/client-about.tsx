import type { Locale } from '@donut/i18n';
import type { Route } from './+types/client-about';
import { AboutPage } from '../features/about/about-page';
import { pageTitle } from '../i18n/catalogs';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.locale as Locale, 'main.about.title') }];
}

export default function ClientAbout() {
  return <AboutPage />;
}
