import type { Route } from './+types/home';
import { HomePage } from '../features/home/home-page';
import { getIntl, pageTitle } from '../i18n/catalogs';

export function meta({ params }: Route.MetaArgs) {
  const locale = params.locale as 'ru' | 'en' | 'ka';
  return [
    { title: pageTitle(locale, 'main.home.title') },
    { name: 'description', content: getIntl(locale).formatMessage({ id: 'main.meta.description' }) },
  ];
}

export default function Home({ params }: Route.ComponentProps) {
  return <HomePage locale={params.locale} />;
}
