import { AUTH_COOKIE_PATH, AUTH_FAMILIES, refreshCookieNames } from './cookie-names';
import { AUTH_PATHS } from './token-data';

describe('refreshCookieNames', () => {
  it('names the cookies of spec §3 per family', () => {
    expect(refreshCookieNames('crm')).toEqual({
      token: 'donut-refresh-token-crm',
      expires: 'donut-refresh-token-expires-crm',
    });
    expect(refreshCookieNames('cv')).toEqual({
      token: 'donut-refresh-token-cv',
      expires: 'donut-refresh-token-expires-cv',
    });
  });

  it('lists both families and uses the root path', () => {
    expect(AUTH_FAMILIES).toEqual(['crm', 'cv']);
    expect(AUTH_COOKIE_PATH).toBe('/');
  });
});

describe('AUTH_PATHS', () => {
  it('matches the REST calls of spec §7 and docs/api.md', () => {
    expect(AUTH_PATHS).toMatchObject({
      accessToken: '/auth/access-token',
      refreshToken: '/auth/refresh-token',
      telegram: '/auth/telegram',
      login: '/auth/login',
      logout: '/auth/logout',
      register: '/auth/register',
    });
  });
});
