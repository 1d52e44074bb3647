import { Outlet } from 'react-router';
import { requireProject } from '@donut/app-shell';
import { localeOfRequest } from '@donut/i18n';
import type { Route } from './+types/admin-layout';
import { CrmFrame } from '../layout/crm-frame';

/** /admin has no locale prefix: the donut-locale cookie or the browser language decides. */
export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeOfRequest(request), project: requireProject(request, 'crm') };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CrmFrame locale={loaderData.locale} project={loaderData.project}>
      <Outlet context={loaderData} />
    </CrmFrame>
  );
}
