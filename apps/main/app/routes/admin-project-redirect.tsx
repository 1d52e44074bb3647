import { data, redirect } from 'react-router';
import { adminProjectRedirectTarget } from '@donut/link-builder';
import type { Route } from './+types/admin-project-redirect';
import { links } from '../config/public-env';

/** Spec §2: /{locale}/admin/...?project=X moves (301) to the project's own CRM subdomain. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = adminProjectRedirectTarget(url, links());
  if (target) throw redirect(target, 301);
  throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
}

export default function AdminProjectRedirect() {
  return null;
}
