import { Outlet } from 'react-router';
import { requireLocale, requireProject } from '@donut/app-shell';
import type { Route } from './+types/locale-layout';
import { CrmFrame } from '../layout/crm-frame';

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireLocale(request, params.locale);
  return { locale, project: requireProject(request, 'crm') };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CrmFrame locale={loaderData.locale} project={loaderData.project}>
      <Outlet context={loaderData} />
    </CrmFrame>
  );
}
