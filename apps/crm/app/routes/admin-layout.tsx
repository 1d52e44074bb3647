import { Outlet } from 'react-router';
import type { Route } from './+types/admin-layout';
import { CrmFrame } from '../layout/crm-frame';
import { loadProject } from '../features/project/load-project';

/** /admin has no locale prefix: the donut-locale cookie or the browser language decides. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadProject(request, context);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CrmFrame locale={loaderData.locale} project={loaderData.project.name}>
      <Outlet context={loaderData} />
    </CrmFrame>
  );
}
