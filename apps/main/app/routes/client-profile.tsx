import type { Locale } from '@donut/i18n';
import type { Route } from './+types/client-profile';
import { ProfilePage } from '../features/profile/profile-page';
import { pageTitle } from '../i18n/catalogs';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.locale as Locale, 'main.profile.title') }];
}

export default function ClientProfile() {
  return <ProfilePage />;
}
