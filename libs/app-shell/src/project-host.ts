import type { AppName } from '@donut/link-builder';
import { projectFromHost } from '@donut/link-builder';
import { notFound } from './locale-routing';
import { publicEnv } from './public-env';

/**
 * The project a CRM or client-view request is for, read from its subdomain; the bare domain has
 * no project, so the page does not exist there.
 */
export function requireProject(request: Request, app: Extract<AppName, 'crm' | 'client-view'>): string {
  const project = projectFromHost(new URL(request.url).hostname, publicEnv().origins[app]);
  return project ?? notFound(request);
}
