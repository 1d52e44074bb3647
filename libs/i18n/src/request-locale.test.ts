import { localeCookie, localeOfRequest, localeSourcesFromRequest } from './request-locale';

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://donut.test${path}`, { headers });

describe('localeOfRequest', () => {
  it('reads the path, then the donut-locale cookie, then Accept-Language', () => {
    expect(localeOfRequest(request('/en/rates', { cookie: 'donut-locale=ka' }))).toBe('en');
    expect(
      localeOfRequest(request('/rates', { cookie: 'a=1; donut-locale=ka', 'accept-language': 'en' })),
    ).toBe('ka');
    expect(localeOfRequest(request('/rates', { 'accept-language': 'en-US,en;q=0.9' }))).toBe('en');
    expect(localeOfRequest(request('/rates'))).toBe('ru');
  });

  it('takes the signed-in owner’s profile language where the path and the cookie say nothing', () => {
    const enUs = { 'accept-language': 'en-US,en;q=0.9' };
    expect(localeOfRequest(request('/admin', enUs), 'ru')).toBe('ru');
    expect(localeOfRequest(request('/admin', { ...enUs, cookie: 'donut-locale=ka' }), 'ru')).toBe('ka');
    expect(localeOfRequest(request('/en/client', enUs), 'ka')).toBe('en');
    expect(localeOfRequest(request('/admin', enUs), null)).toBe('en');
  });

  it('exposes the raw sources', () => {
    expect(localeSourcesFromRequest(request('/', { cookie: 'donut-locale=xx' }))).toEqual({
      cookieLocale: 'xx',
      acceptLanguage: null,
    });
  });

  it('builds a one-year cookie on path /', () => {
    expect(localeCookie('ka')).toBe('donut-locale=ka; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookie('en', 'donut.ge')).toBe(
      'donut-locale=en; Path=/; Max-Age=31536000; Domain=donut.ge; SameSite=Lax',
    );
  });
});
