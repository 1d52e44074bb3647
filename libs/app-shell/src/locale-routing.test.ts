import { RouterContextProvider } from 'react-router';
import { enterAdminInLocale, redirectToLocale } from './locale-routing';
import { ownerLocaleRouterContext } from './owner-locale';

/** What a loader throws: the redirect Response. */
function thrown(run: () => unknown): Response {
  try {
    run();
  } catch (response) {
    return response as Response;
  }
  throw new Error('nothing was thrown');
}

describe('enterAdminInLocale', () => {
  const env = { ...process.env };
  beforeEach(() => {
    process.env.PUBLIC_DOMAIN = 'donut.test';
  });
  afterEach(() => {
    process.env = { ...env };
  });

  it('keeps the locale a link into the admin area came with, for the whole parent domain, and moves to the bare path', () => {
    const request = new Request('http://salon.donut.test:3002/ru/admin/settings?tab=1');
    const response = thrown(() => enterAdminInLocale(request));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/settings?tab=1');
    expect(response.headers.get('set-cookie')).toBe(
      'donut-locale=ru; Path=/; Max-Age=31536000; Domain=donut.test; SameSite=Lax',
    );
  });

  it('leaves other paths, and the legacy links with a project, to the other loaders', () => {
    expect(
      enterAdminInLocale(new Request('http://salon.donut.test:3002/ru/admin?project=salon')),
    ).toBeUndefined();
    expect(enterAdminInLocale(new Request('http://salon.donut.test:3002/ru/orders'))).toBeUndefined();
    expect(enterAdminInLocale(new Request('http://salon.donut.test:3002/admin'))).toBeUndefined();
  });
});

describe('redirectToLocale', () => {
  it('puts an unprefixed path under the cookie’s locale, else the owner’s profile language, else the browser’s', () => {
    const context = new RouterContextProvider();
    context.set(ownerLocaleRouterContext, 'ka');
    const at = (headers: Record<string, string>) =>
      thrown(() => redirectToLocale(new Request('http://donut.test:3001/rates', { headers }), context));
    expect(at({ 'accept-language': 'en' }).headers.get('location')).toBe('/ka/rates');
    expect(at({ 'accept-language': 'en', cookie: 'donut-locale=ru' }).headers.get('location')).toBe(
      '/ru/rates',
    );
    const anonymous = new RouterContextProvider();
    const request = new Request('http://donut.test:3001/rates', { headers: { 'accept-language': 'en' } });
    expect(thrown(() => redirectToLocale(request, anonymous)).headers.get('location')).toBe('/en/rates');
  });
});
