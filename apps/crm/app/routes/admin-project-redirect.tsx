import { enterAdminInLocale, redirectAdminToProject } from '@donut/app-shell';
import type { Route } from './+types/admin-project-redirect';

/**
 * `/{locale}/admin/...`: a link from the cabinet or a mail, which keeps its locale for the admin area and moves to
 * `/admin/...` on this subdomain, or the legacy `?project=X` link, which moves to that project's subdomain (spec §2).
 */
export function loader({ request }: Route.LoaderArgs) {
  enterAdminInLocale(request);
  redirectAdminToProject(request);
}

export default function AdminProjectRedirect() {
  return null;
}
