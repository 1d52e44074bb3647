import type { Route } from './+types/admin-layout';
import { loadProjectLayout } from '../layout/load-project-layout';
import { ProjectLayout } from '../layout/project-layout';

/**
 * /admin has no locale prefix: the donut-locale cookie decides (links from the cabinet set it, see
 * `enterAdminInLocale`), else the owner's profile language, else the browser's.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadProjectLayout(request, context);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return <ProjectLayout {...loaderData} />;
}
