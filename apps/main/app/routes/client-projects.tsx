import type { Locale } from '@donut/i18n';
import type { Route } from './+types/client-projects';
import { ProjectsPage } from '../features/projects/projects-page';
import { pageTitle } from '../i18n/catalogs';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.locale as Locale, 'main.cabinet.projects.title') }];
}

export default function ClientProjects() {
  return <ProjectsPage />;
}
