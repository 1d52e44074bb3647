import { Outlet } from 'react-router';
import { requireLocale } from '@donut/app-shell';
import type { Route } from './+types/locale-layout';
import { SiteFrame } from '../layout/site-frame';

export function loader({ request, params }: Route.LoaderArgs) {
  return { locale: requireLocale(request, params.locale) };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame locale={loaderData.locale}>
      <Outlet />
    </SiteFrame>
  );
}
