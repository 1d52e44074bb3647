import type { Locale } from '@donut/i18n';
import type { AppOrigins } from './config';
import { applyHrefOptions, routePath, withLocale, type HrefOptions } from './href';
import { isAdminPath } from './locale-path';
import type { AppName, RouteName, RouteParams } from './routes';

export interface LinkOptions extends HrefOptions {
  /** Project slug: the link goes to that project's subdomain. */
  project?: string;
}

export interface PathLinkOptions extends LinkOptions {
  /** Allow a protocol-bearing URL (spec §8: refused unless asked for). */
  external?: boolean;
}

const PROTOCOL = /^([a-z][a-z\d+.-]*:|\/\/)/i;
const PROJECT_SLUG = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/;

export class ExternalUrlError extends Error {
  constructor(url: string) {
    super(`Refusing to build a link to the external URL "${url}" without { external: true }`);
    this.name = 'ExternalUrlError';
  }
}

/**
 * The path of a link from outside its app: the locale prefix as within the app, and also on the CRM's admin area
 * when a locale is named. The admin area has no prefix of its own (spec §2), so without it the CRM would fall back
 * to the browser's language, not the one the owner came in (issue 13); the CRM keeps it and drops it
 * (`adminLocaleEntry`).
 */
function entryPath(path: string, locale: Locale | undefined): string {
  return locale && isAdminPath(path.split(/[?#]/)[0]) ? `/${locale}${path}` : withLocale(path, locale);
}

function originFor(origins: AppOrigins, app: AppName, project?: string): string {
  const origin = new URL(origins[app]);
  if (project !== undefined) {
    if (!PROJECT_SLUG.test(project)) throw new Error(`Invalid project subdomain "${project}"`);
    origin.hostname = `${project}.${origin.hostname}`;
  }
  return origin.origin;
}

/**
 * One way to link to any route of any app.
 * @example
 * const links = createLinkBuilder(devOrigins());
 * links.route('main', 'faqArticle', { slug: 'start' }, { locale: 'ka' }); // 'http://localhost:3001/ka/faq/articles/start'
 * links.route('crm', 'admin', {}, { project: 'salon' });                 // 'http://salon.localhost:3002/admin'
 * links.route('crm', 'admin', {}, { project: 'salon', locale: 'ka' });   // 'http://salon.localhost:3002/ka/admin'
 */
export function createLinkBuilder(origins: AppOrigins) {
  function path(app: AppName, rawPath: string, options: PathLinkOptions = {}): string {
    if (PROTOCOL.test(rawPath)) {
      if (!options.external) throw new ExternalUrlError(rawPath);
      return rawPath;
    }
    if (!rawPath.startsWith('/')) throw new Error(`A link path must start with "/": "${rawPath}"`);
    const url = new URL(entryPath(rawPath, options.locale), originFor(origins, app, options.project));
    return applyHrefOptions(url, options).toString();
  }

  function route<A extends AppName, R extends RouteName<A>>(
    app: A,
    name: R,
    params: RouteParams<A, R>,
    options: LinkOptions = {},
  ): string {
    return path(app, routePath(app, name, params), options);
  }

  return { path, route, origins };
}

export type LinkBuilder = ReturnType<typeof createLinkBuilder>;
