import { isLocale, isLocaleFree, type Locale, DEFAULT_LOCALE } from '@donut/i18n';
import type { AppOrigins } from './config';
import { appRoutes, type AppName, type RouteName, type RouteParams } from './routes';

export interface LinkOptions {
  /** Locale prefix to add when the path has none; defaults to ru. */
  locale?: Locale;
  /** Project slug: the link goes to that project's subdomain. */
  project?: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  hash?: string;
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

/** Adds the locale prefix unless the path has one or is locale-free (/admin, /assets, ...). */
export function withLocale(path: string, locale: Locale = DEFAULT_LOCALE): string {
  const pathname = path.split(/[?#]/)[0];
  if (isLocaleFree(pathname) || isLocale(pathname.split('/')[1])) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

function fillParams(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`Missing route param "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
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
 */
export function createLinkBuilder(origins: AppOrigins) {
  function path(app: AppName, rawPath: string, options: PathLinkOptions = {}): string {
    if (PROTOCOL.test(rawPath)) {
      if (!options.external) throw new ExternalUrlError(rawPath);
      return rawPath;
    }
    if (!rawPath.startsWith('/')) throw new Error(`A link path must start with "/": "${rawPath}"`);
    const url = new URL(withLocale(rawPath, options.locale), originFor(origins, app, options.project));
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
    }
    if (options.hash) url.hash = options.hash;
    return url.toString();
  }

  function route<A extends AppName, R extends RouteName<A>>(
    app: A,
    name: R,
    params: RouteParams<A, R>,
    options: LinkOptions = {},
  ): string {
    const pattern = (appRoutes[app] as Record<string, string>)[name];
    return path(app, fillParams(pattern, params as Record<string, string>), options);
  }

  return { path, route, origins };
}

export type LinkBuilder = ReturnType<typeof createLinkBuilder>;
