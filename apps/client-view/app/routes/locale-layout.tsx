import { Outlet } from 'react-router';
import { requireLocale, requireProject } from '@donut/app-shell';
import type { Route } from './+types/locale-layout';
import { ProjectFrame } from '../layout/project-frame';

export function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(request, params.locale, context);
  return { locale, project: requireProject(request, 'client-view') };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ProjectFrame locale={loaderData.locale} project={loaderData.project}>
      <Outlet context={loaderData} />
    </ProjectFrame>
  );
}
