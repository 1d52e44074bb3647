import { data, redirect, type RouterContextProvider } from 'react-router';
import {
  apolloRouterContext,
  links,
  notFound,
  requestLocale,
  requireProject,
  sessionRouterContext,
} from '@donut/app-shell';
import { loginModalPath } from '@donut/auth';
import { GetProjectDocument, type GetProjectQuery } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';

export type CrmProject = GetProjectQuery['project'];

/**
 * The CRM of the project on this subdomain, for its owner only: a visitor who is not signed in goes to
 * the login modal on the main site, another owner gets the 403 screen (issue 5, spec §2/§6).
 *
 * The project lands in the request's Apollo cache, which the page carries to the browser's (ADR 0006); it is
 * returned for the loaders' own use, not as loader data: the page reads it from the cache (`useCrmProject`
 * with `domain`), the one copy a save updates.
 */
export async function loadProject(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ locale: Locale; domain: string; project: CrmProject }> {
  const locale = requestLocale(request, context);
  const domain = requireProject(request, 'crm');
  const projects = routeHref('main', 'clientProjects', {}, { locale });
  const toLogin = () => redirect(new URL(loginModalPath(locale, projects), links().origins.main).toString());
  if (!context.get(sessionRouterContext)) throw toLogin();
  const result = await context
    .get(apolloRouterContext)
    .query({ query: GetProjectDocument, variables: { domain }, errorPolicy: 'all' });
  if (result.data?.project) return { locale, domain, project: result.data.project };
  const code = (result.error as { errors?: Array<{ extensions?: { code?: string } }> } | undefined)
    ?.errors?.[0]?.extensions?.code;
  if (code === 'FORBIDDEN') throw data(null, { status: 403 });
  if (code === 'UNAUTHENTICATED') throw toLogin();
  notFound(request);
}
