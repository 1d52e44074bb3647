import { RouterContextProvider } from 'react-router';
import { countryRouterContext } from './country-context';
import {
  cacheableDocumentContext,
  createPublicPageCache,
  PUBLIC_PAGE_CACHE_CONTROL,
  publicPageCacheKey,
} from './public-page-cache';
import { sessionRouterContext } from './session-context';

const PAGE = 'https://donut.ge/ka/rates';
/** What a browser sends when it loads a page. */
const NAVIGATION = { 'sec-fetch-dest': 'document', accept: 'text/html' };
const navigation = (url: string, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { ...NAVIGATION, ...(init.headers as Record<string, string>) } });

function contextFor({ signedIn = false, country = 'GE' } = {}) {
  const context = new RouterContextProvider();
  context.set(sessionRouterContext, signedIn ? { accessToken: 'token', expiresAccessToken: 1 } : null);
  context.set(countryRouterContext, country);
  return context;
}

/** A stand-in for the rest of the chain (loaders and the document handler), counting renders. */
function renderer(respond: (render: number) => Response = (render) => htmlPage(`render ${render}`)) {
  let renders = 0;
  const seenCacheable: boolean[] = [];
  const next = (context: RouterContextProvider) => async () => {
    seenCacheable.push(context.get(cacheableDocumentContext));
    renders += 1;
    return respond(renders);
  };
  return {
    next,
    get renders() {
      return renders;
    },
    seenCacheable,
  };
}

function htmlPage(body: string, init: ResponseInit = {}) {
  return new Response(`<html><body>${body}</body></html>`, {
    status: 200,
    ...init,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "script-src 'sha256-x'",
      ...init.headers,
    },
  });
}

async function visit(
  cache: ReturnType<typeof createPublicPageCache>,
  server: ReturnType<typeof renderer>,
  url = PAGE,
  options: { signedIn?: boolean; country?: string; headers?: HeadersInit } = {},
) {
  const context = contextFor(options);
  const request = navigation(url, { headers: options.headers });
  return (await cache.middleware(
    { request, context, params: {}, unstable_pattern: '' } as never,
    server.next(context),
  )) as Response;
}

describe('publicPageCacheKey', () => {
  it('keys a page by host, path, locale and country', () => {
    expect(publicPageCacheKey(navigation(PAGE), 'GE')).toBe('donut.ge|/ka/rates|ka|GE');
    expect(publicPageCacheKey(navigation('https://donut.ge/ru/faq'), 'AM')).toBe('donut.ge|/ru/faq|ru|AM');
  });

  it('keeps campaign parameters out of the key and renders any other query string', () => {
    expect(publicPageCacheKey(navigation(`${PAGE}?utm_source=ad&gclid=1`), 'GE')).toBe(
      'donut.ge|/ka/rates|ka|GE',
    );
    expect(publicPageCacheKey(navigation('https://donut.ge/ru/faq?q=пароль'), 'GE')).toBeNull();
  });

  it("never keys a client navigation's data request (React Router hands it over under the page URL) or a form post", () => {
    expect(
      publicPageCacheKey(new Request(PAGE, { headers: { 'sec-fetch-dest': 'empty', accept: '*/*' } }), 'GE'),
    ).toBeNull();
    expect(publicPageCacheKey(navigation(PAGE, { method: 'POST', body: 'x' }), 'GE')).toBeNull();
  });
});

describe('the public page cache middleware', () => {
  it('renders an anonymous page once, then serves the same HTML and headers from memory', async () => {
    const cache = createPublicPageCache({ enabled: true });
    const server = renderer();
    const first = await visit(cache, server);
    expect(first.headers.get('X-Cache')).toBe('miss');
    expect(first.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.get('Vary')).toBe('Cookie');
    expect(server.seenCacheable).toEqual([true]);

    const second = await visit(cache, server);
    expect(second.headers.get('X-Cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('Content-Security-Policy')).toBe("script-src 'sha256-x'");
    expect(server.renders).toBe(1);
  });

  it('keeps one copy per country and per page', async () => {
    const cache = createPublicPageCache({ enabled: true });
    const server = renderer();
    await visit(cache, server, PAGE, { country: 'GE' });
    await visit(cache, server, PAGE, { country: 'AM' });
    await visit(cache, server, 'https://donut.ge/ka/');
    expect(server.renders).toBe(3);
    expect(await (await visit(cache, server, PAGE, { country: 'AM' })).text()).toContain('render 2');
  });

  it('lets a data request for a cached page through to the loaders', async () => {
    const cache = createPublicPageCache({ enabled: true });
    const server = renderer();
    await visit(cache, server);
    const context = contextFor();
    const dataRequest = new Request(PAGE, { headers: { 'sec-fetch-dest': 'empty', accept: '*/*' } });
    const response = (await cache.middleware(
      { request: dataRequest, context, params: {}, unstable_pattern: '' } as never,
      server.next(context),
    )) as Response;
    expect(response.headers.get('X-Cache')).toBeNull();
    expect(server.renders).toBe(2);
  });

  it('renders for a signed-in owner and does not mark the page cacheable', async () => {
    const cache = createPublicPageCache({ enabled: true });
    const server = renderer();
    const response = await visit(cache, server, PAGE, { signedIn: true });
    await visit(cache, server, PAGE, { signedIn: true });
    expect(server.renders).toBe(2);
    expect(server.seenCacheable).toEqual([false, false]);
    expect(response.headers.get('X-Cache')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps no error page and no response that sets a cookie', async () => {
    const cache = createPublicPageCache({ enabled: true });
    const missing = renderer(() => htmlPage('not found', { status: 404 }));
    expect((await visit(cache, missing)).status).toBe(404);
    const withCookie = renderer(() => htmlPage('page', { headers: { 'Set-Cookie': 'a=1' } }));
    await visit(cache, withCookie);
    expect(cache.size).toBe(0);
  });

  it('renders again for a client asking for a fresh copy, and keeps that copy', async () => {
    const cache = createPublicPageCache({ enabled: true });
    const server = renderer();
    await visit(cache, server);
    const fresh = await visit(cache, server, PAGE, { headers: { 'Cache-Control': 'no-cache' } });
    expect(fresh.headers.get('X-Cache')).toBe('miss');
    expect(await (await visit(cache, server)).text()).toContain('render 2');
  });

  it('forgets a page after its time to live', async () => {
    const cache = createPublicPageCache({ enabled: true, ttlMs: 20 });
    const server = renderer();
    await visit(cache, server);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await visit(cache, server);
    expect(server.renders).toBe(2);
  });

  it('does nothing when turned off (development, HTML_CACHE=off)', async () => {
    const cache = createPublicPageCache({ enabled: false });
    const server = renderer();
    await visit(cache, server);
    await visit(cache, server);
    expect(server.renders).toBe(2);
    expect(server.seenCacheable).toEqual([false, false]);
  });

  describe("lookup, the HTTP server's fast path", () => {
    const returning = { ...NAVIGATION, cookie: 'donut-country=GE; donut-cookie-consent=accepted' };

    it('answers a returning anonymous visitor with the page the middleware kept', async () => {
      const cache = createPublicPageCache({ enabled: true });
      const server = renderer();
      const kept = await visit(cache, server);
      const page = cache.lookup(new Request(PAGE, { headers: returning }));
      expect(page?.body).toBe(await kept.text());
      expect(new Headers(page?.headers).get('Content-Security-Policy')).toBe("script-src 'sha256-x'");
    });

    it('lets through what only the middleware can judge: an owner’s or a customer’s refresh cookie, no country yet, another country, a data request', async () => {
      const cache = createPublicPageCache({ enabled: true });
      await visit(cache, renderer());
      const lookUp = (headers: Record<string, string>) => cache.lookup(new Request(PAGE, { headers }));
      expect(
        lookUp({ ...returning, cookie: 'donut-country=GE; donut-refresh-token-crm=expired' }),
      ).toBeNull();
      // A customer's session names the cabinet in a site's header.
      expect(lookUp({ ...returning, cookie: 'donut-country=GE; donut-refresh-token-cv=a' })).toBeNull();
      expect(lookUp(NAVIGATION)).toBeNull();
      expect(lookUp({ ...NAVIGATION, cookie: 'donut-country=AM' })).toBeNull();
      expect(lookUp({ ...NAVIGATION, cookie: 'donut-country=not-a-country' })).toBeNull();
      expect(lookUp({ ...returning, 'sec-fetch-dest': 'empty', accept: '*/*' })).toBeNull();
      expect(lookUp({ ...returning, 'cache-control': 'no-cache' })).toBeNull();
    });

    it('finds nothing when the cache is off', async () => {
      const cache = createPublicPageCache({ enabled: false });
      await visit(cache, renderer());
      expect(cache.lookup(new Request(PAGE, { headers: returning }))).toBeNull();
    });
  });
});
