import { guardClientArea, homeRedirect, signedInRedirect } from './route-guards';

describe('route guards (spec §2)', () => {
  it('lets a client area page through only with both tokens', () => {
    expect(
      guardClientArea({
        hasRefreshToken: true,
        hasAccessToken: true,
        locale: 'ru',
        target: '/ru/client/profile',
      }),
    ).toEqual({ allow: true });
    for (const [hasRefreshToken, hasAccessToken] of [
      [false, true],
      [true, false],
      [false, false],
    ]) {
      expect(
        guardClientArea({
          hasRefreshToken,
          hasAccessToken,
          locale: 'ka',
          target: '/ka/client/profile?tab=2#password',
        }),
      ).toEqual({
        allow: false,
        clearRefreshCookies: true,
        redirectTo: '/ka/?modal=modal-auth-login&redirect_to=%2Fka%2Fclient%2Fprofile%3Ftab%3D2%23password',
      });
    }
  });

  it('sends a signed-in owner from marketing pages to the projects page, keeping the query', () => {
    expect(signedInRedirect({ routeName: 'rates', isSignedIn: true, locale: 'en', search: '?utm=x' })).toBe(
      '/en/client/projects?utm=x',
    );
    expect(signedInRedirect({ routeName: 'features-crm', isSignedIn: true, locale: 'en', search: '' })).toBe(
      '/en/client/projects',
    );
    expect(signedInRedirect({ routeName: 'rates', isSignedIn: false, locale: 'en', search: '' })).toBeNull();
    expect(signedInRedirect({ routeName: 'faq', isSignedIn: true, locale: 'en', search: '' })).toBeNull();
  });

  it('redirects home only without a modal query', () => {
    expect(homeRedirect({ hasAccessToken: true, hasModalQuery: false, locale: 'ru', search: '' })).toBe(
      '/ru/client/projects',
    );
    expect(
      homeRedirect({
        hasAccessToken: true,
        hasModalQuery: true,
        locale: 'ru',
        search: '?modal=modal-auth-login',
      }),
    ).toBeNull();
    expect(
      homeRedirect({ hasAccessToken: false, hasModalQuery: false, locale: 'ru', search: '' }),
    ).toBeNull();
  });
});
