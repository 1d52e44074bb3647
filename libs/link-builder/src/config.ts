import type { AppName } from './routes';

/** Origins of the three apps, without a project subdomain, e.g. { main: 'https://donut.ge', ... }. */
export type AppOrigins = Record<AppName, string>;

/** Development ports of spec §9. */
export const DEV_PORTS: Record<AppName, number> = { main: 3001, crm: 3002, 'client-view': 3003 };
export const DEV_API_PORT = 3000;

/** Origins for development: every app on its own port of `domain`. */
export function devOrigins(domain = 'localhost', scheme = 'http'): AppOrigins {
  const origin = (app: AppName) => `${scheme}://${domain}:${DEV_PORTS[app]}`;
  return { main: origin('main'), crm: origin('crm'), 'client-view': origin('client-view') };
}

/**
 * Origins from configuration: MAIN_ORIGIN, CRM_ORIGIN, CLIENT_VIEW_ORIGIN when set (production),
 * else the dev ports on PUBLIC_DOMAIN (default localhost) with PUBLIC_SCHEME (default http).
 */
export function originsFromEnv(env: Record<string, string | undefined>): AppOrigins {
  const dev = devOrigins(env.PUBLIC_DOMAIN || 'localhost', env.PUBLIC_SCHEME || 'http');
  return {
    main: normalizeOrigin(env.MAIN_ORIGIN) ?? dev.main,
    crm: normalizeOrigin(env.CRM_ORIGIN) ?? dev.crm,
    'client-view': normalizeOrigin(env.CLIENT_VIEW_ORIGIN) ?? dev['client-view'],
  };
}

function normalizeOrigin(value: string | undefined): string | null {
  return value ? new URL(value).origin : null;
}

/**
 * Where the API is: PUBLIC_API_URL for browsers (links to uploads, the sandbox checkout, GraphQL from the
 * page, the CSP's sources), else API_PORT (default 3000) on PUBLIC_DOMAIN with PUBLIC_SCHEME, the same
 * derivation as the apps' origins, so setting PUBLIC_DOMAIN alone gives every process one set of addresses.
 * API_URL (internal) is where the server renderer calls it.
 */
export function apiOriginsFromEnv(env: Record<string, string | undefined>) {
  const fallback = `${env.PUBLIC_SCHEME || 'http'}://${env.PUBLIC_DOMAIN || 'localhost'}:${env.API_PORT || DEV_API_PORT}`;
  const browser = normalizeOrigin(env.PUBLIC_API_URL) ?? fallback;
  return { browser, server: normalizeOrigin(env.API_URL) ?? browser };
}

/**
 * The project whose subdomain a request came to, e.g. "salon" for salon.donut.ge under the app
 * origin https://donut.ge; null on the bare domain or a deeper/foreign host.
 */
export function projectFromHost(hostname: string, appOrigin: string): string | null {
  const base = new URL(appOrigin).hostname;
  if (!hostname.endsWith(`.${base}`)) return null;
  const label = hostname.slice(0, -base.length - 1);
  return /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/.test(label) ? label : null;
}
