import { Outlet } from 'react-router';
import { requireLocale } from '@donut/app-shell';
import type { Route } from './+types/locale-layout';
import { CrmFrame } from '../layout/crm-frame';
import { loadProject } from '../features/project/load-project';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(request, params.locale);
  const { project } = await loadProject(request, context);
  return { locale, project };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CrmFrame locale={loaderData.locale} project={loaderData.project.name}>
      <Outlet context={loaderData} />
    </CrmFrame>
  );
}
