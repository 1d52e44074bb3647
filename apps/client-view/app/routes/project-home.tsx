import { useOutletContext } from 'react-router';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/project-home';
import { ProjectHome } from '../features/project-home/project-home';
import { pageTitle } from '../i18n/catalogs';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.locale as Locale, 'cv.meta.title') }];
}

export default function ProjectHomeRoute() {
  const { project } = useOutletContext<{ project: string }>();
  return <ProjectHome project={project} />;
}
