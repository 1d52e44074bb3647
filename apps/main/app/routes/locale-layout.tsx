import { Outlet } from 'react-router';
import { requireLocale } from '@donut/app-shell';
import type { Route } from './+types/locale-layout';
import { publicPageHandle } from '../features/marketing/public-page-hydration';
import { SiteFrame } from '../layout/site-frame';

/**
 * Every page of the site is plain HTML until the visitor interacts (ADR 0019); the cabinet (client-layout)
 * starts its app at once.
 */
export const handle = publicPageHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return { locale: requireLocale(request, params.locale, context) };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame locale={loaderData.locale}>
      <Outlet />
    </SiteFrame>
  );
}
