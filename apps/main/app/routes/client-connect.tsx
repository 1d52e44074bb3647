import type { Locale } from '@donut/i18n';
import type { Route } from './+types/client-connect';
import { ConnectPage } from '../features/connect/connect-page';
import { pageTitle } from '../i18n/catalogs';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.locale as Locale, 'main.connect.title') }];
}

export default function ClientConnect() {
  return <ConnectPage />;
}
