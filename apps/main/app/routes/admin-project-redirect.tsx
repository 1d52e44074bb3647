import { redirectAdminToProject } from '@donut/app-shell';
import type { Route } from './+types/admin-project-redirect';
import { publicPageHandle } from '../features/marketing/public-page-hydration';

/** Its error page is plain HTML until the visitor interacts (ADR 0019). */
export const handle = publicPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  redirectAdminToProject(request);
}

export default function AdminProjectRedirect() {
  return null;
}
