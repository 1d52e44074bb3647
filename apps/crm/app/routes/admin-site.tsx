import { useOutletContext } from 'react-router';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-site';
import type { CrmProject } from '../shared/project/load-project';
import { SitePage } from '../features/site/site-page';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.site.title') }];
}

export default function AdminSite() {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return <SitePage project={project} />;
}
