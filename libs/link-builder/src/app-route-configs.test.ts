import path from 'node:path';
import { withLocale } from './href';
import { routeSegments } from './route-config';
import { appRoutes, type AppName } from './routes';

// Every app's React Router config (apps/<app>/app/routes.ts) takes its paths from the link table, so a link built
// from the table always has a route and no route has a path of its own. Read as data: a library imports no app.

interface ConfigEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigEntry[];
}

interface ConfigRoute {
  /** The full pattern, e.g. '/:locale/faq/articles/:slug'. */
  pattern: string;
  file: string;
  /** Renders a page at its pattern: an index or a leaf, not a layout. */
  isPage: boolean;
  isCatchAll: boolean;
}

const root = path.resolve(__dirname, '../../..');

async function routeConfig(app: AppName): Promise<ConfigEntry[]> {
  const file = path.join(root, 'apps', app, 'app', 'routes.ts');
  return (await import(file)).default;
}

function flatten(entries: ConfigEntry[], parent = ''): ConfigRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? parent : `${parent}/${entry.path ?? ''}`;
    const isPage = Boolean(entry.index) || !entry.children?.length;
    const own = { pattern: pattern || '/', file: entry.file, isPage, isCatchAll: entry.path === '*' };
    return [own, ...flatten(entry.children ?? [], pattern)];
  });
}

const isLocalized = (pattern: string) => withLocale(pattern, 'ru') !== pattern;

/** The table pattern a route serves ('/faq' for '/:locale/faq'), or null for the routes around the pages. */
function tablePattern(route: ConfigRoute): string | null {
  if (route.isCatchAll) return null;
  if (route.pattern === '/' && route.file.endsWith('locale-root-redirect.tsx')) return null;
  if (route.pattern === routeSegments.locale && !route.isPage) return null;
  if (!route.pattern.startsWith(routeSegments.locale)) return route.pattern;
  const rest = route.pattern.slice(routeSegments.locale.length) || '/';
  return rest === routeSegments.legacyAdmin ? null : rest;
}

describe.each(Object.keys(appRoutes) as AppName[])('the route config of %s', (app) => {
  let routes: ConfigRoute[];
  const table: readonly string[] = Object.values(appRoutes[app]);

  beforeAll(async () => {
    routes = flatten(await routeConfig(app));
  });

  it('routes only the table’s patterns, pages under the locale and the rest outside it', () => {
    const strays = routes.flatMap((route) => {
      const pattern = tablePattern(route);
      if (pattern === null) return [];
      const isUnderLocale = route.pattern.startsWith(routeSegments.locale);
      return table.includes(pattern) && isLocalized(pattern) === isUnderLocale
        ? []
        : [`${route.pattern} (${route.file})`];
    });
    expect(strays).toEqual([]);
  });

  it('has a page for every pattern of the table', () => {
    const served = new Set(routes.filter((route) => route.isPage).map(tablePattern));
    expect(table.filter((pattern) => !served.has(pattern))).toEqual([]);
  });

  it('answers unknown pages and the legacy admin links under the locale', () => {
    const patterns = routes.map((route) => route.pattern);
    expect(patterns).toContain(`${routeSegments.locale}${routeSegments.notFound}`);
    expect(patterns).toContain(`${routeSegments.locale}${routeSegments.legacyAdmin}`);
  });
});
