import { useOutletContext } from 'react-router';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-home';
import { AdminHome } from '../features/admin-home/admin-home';
import type { CrmProject } from '../features/project/load-project';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout' || match?.id === 'routes/locale-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.meta.title') }];
}

export default function AdminHomeRoute() {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return <AdminHome project={project.name} />;
}
