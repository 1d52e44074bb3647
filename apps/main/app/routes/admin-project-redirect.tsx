import { redirectAdminToProject } from '@donut/app-shell';
import type { Route } from './+types/admin-project-redirect';

export function loader({ request }: Route.LoaderArgs) {
  redirectAdminToProject(request);
}

export default function AdminProjectRedirect() {
  return null;
}
