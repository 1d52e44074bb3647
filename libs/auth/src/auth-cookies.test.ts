import { parseSetCookie } from 'cookie';
import { clearAuthCookieHeaders, readAuthCookies } from './auth-cookies';

describe('readAuthCookies', () => {
  it('reads the token and its expiry from a server Cookie header', () => {
    const header =
      'donut-locale=ka; donut-refresh-token-crm=abc.def; donut-refresh-token-expires-crm=1700604800';
    expect(readAuthCookies(header, 'crm')).toEqual({ hasRefreshToken: true, expiresRefresh: 1_700_604_800 });
  });

  it('keeps the families apart', () => {
    const header = 'donut-refresh-token-crm=abc; donut-refresh-token-expires-crm=1700604800';
    expect(readAuthCookies(header, 'cv')).toEqual({ hasRefreshToken: false, expiresRefresh: null });
  });

  it('learns of the HttpOnly token from the readable expiry cookie in the browser', () => {
    expect(readAuthCookies('donut-refresh-token-expires-cv=1700604800', 'cv')).toEqual({
      hasRefreshToken: true,
      expiresRefresh: 1_700_604_800,
    });
  });

  it('treats a malformed expiry as unknown', () => {
    expect(readAuthCookies('donut-refresh-token-cv=abc; donut-refresh-token-expires-cv=soon', 'cv')).toEqual({
      hasRefreshToken: true,
      expiresRefresh: null,
    });
    expect(readAuthCookies('donut-refresh-token-expires-cv=', 'cv')).toEqual({
      hasRefreshToken: false,
      expiresRefresh: null,
    });
  });

  it('handles a missing header', () => {
    for (const header of [null, undefined, '']) {
      expect(readAuthCookies(header, 'crm')).toEqual({ hasRefreshToken: false, expiresRefresh: null });
    }
  });
});

describe('clearAuthCookieHeaders', () => {
  it('expires both cookies of the family at path /', () => {
    const headers = clearAuthCookieHeaders('cv');
    expect(headers.map((h) => parseSetCookie(h))).toEqual([
      { name: 'donut-refresh-token-cv', value: '', maxAge: 0, path: '/' },
      { name: 'donut-refresh-token-expires-cv', value: '', maxAge: 0, path: '/' },
    ]);
  });

  it('adds the parent domain when given', () => {
    const headers = clearAuthCookieHeaders('crm', 'donut.ge');
    expect(headers).toHaveLength(2);
    for (const header of headers) {
      expect(parseSetCookie(header)).toMatchObject({ value: '', maxAge: 0, domain: 'donut.ge', path: '/' });
    }
    expect(headers[0]).toMatch(/^donut-refresh-token-crm=;/);
    expect(headers[1]).toMatch(/^donut-refresh-token-expires-crm=;/);
  });

  it('leaves Domain out when not given', () => {
    expect(clearAuthCookieHeaders('crm').join('\n')).not.toMatch(/Domain/i);
  });
});
