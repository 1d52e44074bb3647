import { localeFromPath, type Locale } from '@donut/i18n';
import type { LinkBuilder } from './link-builder';
import { isAdminPath } from './locale-path';

/** The parts of `/{locale}/admin/...`: the locale and the admin path after it, or null for another path. */
function localizedAdminPath(url: URL): { locale: Locale; rest: string } | null {
  const locale = localeFromPath(url.pathname);
  if (!locale) return null;
  const rest = url.pathname.slice(locale.length + 1);
  return isAdminPath(rest) ? { locale, rest } : null;
}

/**
 * Spec §2: `/{locale}/admin/...?project=X` moves (301) to the project's own subdomain at
 * `/admin/...`, without the project parameter. Null when the URL is not such a path.
 */
export function adminProjectRedirectTarget(url: URL, links: LinkBuilder): string | null {
  const project = url.searchParams.get('project');
  const admin = localizedAdminPath(url);
  if (!admin || !project) return null;
  const query = Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'project'));
  try {
    return links.path('crm', admin.rest, { project, query, hash: url.hash.slice(1) || undefined });
  } catch {
    return null; // not a valid subdomain: let the route answer 404
  }
}

/**
 * A link into the CRM's admin area from another app or a mail carries the sender's locale, `/{locale}/admin/...`
 * (`links.route`), since the admin area has no prefix of its own (spec §2). The CRM keeps that locale and moves to
 * the bare path: this says to which, or null for a URL that is not such a link (one with `project` is the legacy
 * link of `adminProjectRedirectTarget`).
 * @example adminLocaleEntry(new URL('http://salon.donut.ge/ka/admin/settings?tab=1')) // { locale: 'ka', target: '/admin/settings?tab=1' }
 */
export function adminLocaleEntry(url: URL): { locale: Locale; target: string } | null {
  const admin = localizedAdminPath(url);
  if (!admin || url.searchParams.has('project')) return null;
  return { locale: admin.locale, target: `${admin.rest}${url.search}${url.hash}` };
}
