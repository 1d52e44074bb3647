import { parse as parseCookies } from 'cookie';
import { LRUCache } from 'lru-cache';
import { AUTH_FAMILIES, refreshCookieNames } from '@donut/auth';
import {
  createContext as createRouterContext,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import { COUNTRY_COOKIE, isCountryCode, localeOfRequest } from '@donut/i18n';
import { countryRouterContext } from './country-context';
import { isDocumentRequest } from './document-request';
import { sessionRouterContext } from './session-context';

/**
 * Set by the cache middleware on a request whose page it will keep: the document handler then renders it
 * whole, without a per-request nonce, and lists its inline scripts by hash (ADR 0018).
 */
export const cacheableDocumentContext = createRouterContext<boolean>(false);

/** Browsers and shared caches may keep an anonymous public page 5 minutes, and serve it stale while refetching. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

/** Campaign parameters do not change a page: a link from an ad still gets the cached copy. */
const TRACKING_PARAMETER = /^(utm_[a-z]+|gclid|fbclid|yclid)$/;

export interface PublicPageCacheOptions {
  /** How long a rendered page is served from memory; content edited in the database shows up after this. */
  ttlMs?: number;
  /** Memory the cached pages may take (UTF-16 code units of HTML, roughly bytes). */
  maxSize?: number;
  /** Off outside production (the dev server's HTML changes with every edit) and with HTML_CACHE=off. */
  enabled?: boolean;
}

export interface CachedPage {
  body: string;
  headers: Array<[string, string]>;
}

/** What the HTTP server knows of a request before React Router sees it (see tools/app-server). */
export type IncomingPageRequest = Pick<Request, 'method' | 'url'> & { headers: Pick<Headers, 'get'> };

/**
 * The cache key of a request for an anonymous public page: host, path, locale and the visitor's country (the
 * page carries it, e.g. for a phone field's default). Null when the cache must stay out of the way: not a
 * browser loading a page (a client navigation's data request must reach the loaders), or a query string that
 * the page reads (a search, a filter).
 */
export function publicPageCacheKey(request: IncomingPageRequest, country: string): string | null {
  if (!isDocumentRequest(request)) return null;
  const url = new URL(request.url);
  if ([...url.searchParams.keys()].some((name) => !TRACKING_PARAMETER.test(name))) return null;
  return [url.host, url.pathname, localeOfRequest(request), country].join('|');
}

/** A client asking for a fresh copy (Cache-Control: no-cache, e.g. a hard reload) gets a new render, which refreshes the cache. */
function wantsFreshCopy(request: IncomingPageRequest): boolean {
  return /\bno-cache\b/i.test(request.headers.get('cache-control') ?? '');
}

function hasSession(context: Readonly<RouterContextProvider>): boolean {
  return context.get(sessionRouterContext) !== null;
}

/**
 * The in-process HTML cache of anonymous public pages (issue 4, ADR 0018): a route exports its `middleware`
 * to have its page kept. A signed-in owner's page, an error page and a response setting a cookie are never
 * kept. The cache lives in the server process, so a deploy (a new process) starts it empty.
 */
export function createPublicPageCache({
  ttlMs = 5 * 60_000,
  maxSize = 50_000_000,
  enabled = process.env.NODE_ENV === 'production' && process.env.HTML_CACHE !== 'off',
}: PublicPageCacheOptions = {}) {
  const pages = new LRUCache<string, CachedPage>({
    ttl: ttlMs,
    maxSize,
    sizeCalculation: (page) => page.body.length + 1,
  });

  const middleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    const key =
      enabled && !hasSession(context) ? publicPageCacheKey(request, context.get(countryRouterContext)) : null;
    if (key === null) return next();
    const cached = wantsFreshCopy(request) ? undefined : pages.get(key);
    if (cached)
      return new Response(cached.body, { status: 200, headers: [...cached.headers, ['X-Cache', 'hit']] });

    context.set(cacheableDocumentContext, true);
    const response = await next();
    const isPage =
      response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (!isPage || response.headers.has('set-cookie')) return response;
    const body = await response.text();
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
    // The same address shows a signed-in owner another page: a browser must not reuse this copy once cookies change.
    headers.set('Vary', 'Cookie');
    pages.set(key, { body, headers: [...headers] });
    headers.set('X-Cache', 'miss');
    return new Response(body, { status: 200, headers });
  };

  /**
   * The HTTP server's fast path, before React Router: the cached page for a returning anonymous visitor (no
   * refresh cookie of either family, the country cookie set by an earlier visit), or null to let the request through. Anyone
   * else goes through the middleware above, which knows the session and the country for sure.
   */
  function lookup(request: IncomingPageRequest): CachedPage | null {
    if (!enabled || wantsFreshCopy(request)) return null;
    const cookies = parseCookies(request.headers.get('cookie') ?? '');
    const country = cookies[COUNTRY_COOKIE];
    // An owner's or a customer's session may change the page (a site's header names the customer's cabinet).
    const hasSession = AUTH_FAMILIES.some(
      (family) => cookies[refreshCookieNames(family).token] !== undefined,
    );
    if (hasSession || !isCountryCode(country)) return null;
    const key = publicPageCacheKey(request, country);
    return key === null ? null : (pages.get(key) ?? null);
  }

  return {
    middleware,
    lookup,
    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}

/** The cache of the app's server process; public route modules export `middleware = [publicPageCache.middleware]`. */
export const publicPageCache = /* @__PURE__ */ createPublicPageCache();
