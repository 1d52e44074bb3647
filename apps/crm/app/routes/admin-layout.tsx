import type { Route } from './+types/admin-layout';
import { loadProjectLayout } from '../layout/load-project-layout';
import { ProjectLayout } from '../layout/project-layout';
import { keepDataOnQueryChange } from '../shared/query-revalidation';

/**
 * /admin has no locale prefix: the donut-locale cookie decides (links from the cabinet set it, see
 * `enterAdminInLocale`), else the owner's profile language, else the browser's.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadProjectLayout(request, context);
}

/** The customer list's search, filters and order leave the project and the plan as they are. */
export const shouldRevalidate = keepDataOnQueryChange;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return <ProjectLayout {...loaderData} />;
}
