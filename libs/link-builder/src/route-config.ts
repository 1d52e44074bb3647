// Imports nothing but the table: the apps' route configs load this file by path, without the workspace's aliases.
import { appRoutes } from './routes';

/**
 * What the apps' route configs (`app/routes.ts`) hold besides the pages of the table, as patterns: the `:locale`
 * layout every page sits under, the legacy `/{locale}/admin/...` links that move to the CRM
 * (`adminProjectRedirectTarget`), and the catch-all of a 404 page (under whichever route it is nested).
 */
export const routeSegments = {
  locale: '/:locale',
  legacyAdmin: `${appRoutes.crm.admin}/*`,
  notFound: '/*',
} as const;

/**
 * A pattern of the table as React Router's route config writes it: relative to its parent route's pattern, or to
 * the root (and the `:locale` layout) without one. TypeScript refuses a parent the pattern is not under.
 * @example
 * route(routeConfigPath(appRoutes.main.rates), 'routes/rates.tsx'); // 'rates'
 * route(routeConfigPath(appRoutes.main.clientProjects, appRoutes.main.client), 'routes/client-projects.tsx'); // 'projects'
 */
export function routeConfigPath<Parent extends string = ''>(
  pattern: `${NoInfer<Parent>}/${string}`,
  parent?: Parent,
): string {
  return pattern.slice((parent ?? '').length + 1);
}
