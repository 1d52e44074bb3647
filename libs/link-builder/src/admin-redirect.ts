import { localeFromPath } from '@donut/i18n';
import type { LinkBuilder } from './link-builder';
import { appRoutes } from './routes';

/**
 * Spec §2: `/{locale}/admin/...?project=X` moves (301) to the project's own subdomain at
 * `/admin/...`, without the project parameter. Null when the URL is not such a path.
 */
export function adminProjectRedirectTarget(url: URL, links: LinkBuilder): string | null {
  const locale = localeFromPath(url.pathname);
  const project = url.searchParams.get('project');
  if (!locale || !project) return null;
  const rest = url.pathname.slice(locale.length + 1);
  const admin = appRoutes.crm.admin;
  if (rest !== admin && !rest.startsWith(`${admin}/`)) return null;
  const query = Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'project'));
  try {
    return links.path('crm', rest, { project, query, hash: url.hash.slice(1) || undefined });
  } catch {
    return null; // not a valid subdomain: let the route answer 404
  }
}
