import {
  AUTH_PATHS,
  createRenewalGate,
  loginModalPath,
  needsAccessRenewal,
  readAuthCookies,
  renewalCall,
} from '@donut/auth';
import { restFetch } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { signedOut, tokenRenewed, type AppStore } from '@donut/store';
import { browserPublicEnv } from './public-env';

const nowSeconds = () => Math.floor(Date.now() / 1000);

interface TokenAnswer {
  data: { access_token: string; expires_access_token: number };
}

/**
 * Spec §4: before each request the access token is renewed when it expires within 120 s, one
 * renewal at a time; the refresh-token call when the refresh token expires within 7 days, else the
 * access-token call. When renewal fails the session is over: the login modal on the main site.
 */
export function createAccessTokenGetter(
  store: AppStore,
  locale: () => Locale,
  /** How to leave the page when the session is over (tests observe it). */
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  const gate = createRenewalGate<string | null>();

  async function renew(): Promise<string | null> {
    const { hasRefreshToken, expiresRefresh } = readAuthCookies(document.cookie, 'crm');
    if (!hasRefreshToken) {
      store.dispatch(signedOut());
      return null;
    }
    const call =
      renewalCall(expiresRefresh, nowSeconds()) === 'refresh-token'
        ? AUTH_PATHS.refreshToken
        : AUTH_PATHS.accessToken;
    const result = await restFetch<TokenAnswer>(`${browserPublicEnv().apiUrl}${call}`, {
      method: 'POST',
      credentials: 'include',
      language: locale(),
    });
    if (!result.success) {
      store.dispatch(signedOut());
      navigate(await endSession(locale()));
      return null;
    }
    const { access_token, expires_access_token } = (result.body as TokenAnswer).data;
    store.dispatch(tokenRenewed({ accessToken: access_token, expiresAccessToken: expires_access_token }));
    return access_token;
  }

  return async function getAccessToken(): Promise<string | null> {
    const { accessToken, expiresAccessToken } = store.getState().session;
    if (accessToken && expiresAccessToken && !needsAccessRenewal(expiresAccessToken, nowSeconds()))
      return accessToken;
    if (!accessToken && !readAuthCookies(document.cookie, 'crm').hasRefreshToken) return null;
    return gate.run(renew);
  };
}

/**
 * Clears the session cookies through the API (they are HttpOnly) and gives the login modal on the main
 * site, with the way back to this page (path, query and hash).
 */
export async function endSession(
  locale: Locale,
  redirectTo = `${location.pathname}${location.search}${location.hash}`,
): Promise<string> {
  await restFetch(`${browserPublicEnv().apiUrl}${AUTH_PATHS.logout}`, {
    method: 'POST',
    credentials: 'include',
  });
  return new URL(loginModalPath(locale, redirectTo), browserPublicEnv().origins.main).toString();
}
