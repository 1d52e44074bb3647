import {
  createRenewalGate,
  loginModalPath,
  needsAccessRenewal,
  readAuthCookies,
  renewalCall,
  type AuthTokenData,
} from '@donut/auth';
import { restFetch } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { signedOut, tokenRenewed, type AppStore } from '@donut/store';
import { browserPublicEnv } from './public-env';
import { ownerSessionFamily, type SessionFamily } from './session-family';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A refresh token the page holds itself, for the Telegram container, whose webview may drop cookies (the auth
 * calls take `refresh_token` in the body there). Empty on the web, where the HttpOnly cookie carries it.
 */
export interface RefreshTokenMemory {
  token: string | null;
  /** Unix seconds. */
  expires: number | null;
}

/** Keeps the refresh pair of an auth answer that carries one (a sign-in, a refresh-token call). */
export function rememberRefreshToken(memory: RefreshTokenMemory, data: Partial<AuthTokenData>): void {
  if (!data.refresh_token) return;
  memory.token = data.refresh_token;
  memory.expires = data.expires_refresh_token ?? null;
}

export interface SessionRenewalOptions {
  /** Whose session: the owner's unless told. */
  family?: SessionFamily;
  /** The refresh token kept in memory, used before the cookie when it holds one. */
  memory?: RefreshTokenMemory;
  /** Renewal failed: the session is over (the store is already signed out). */
  onEnded: () => void | Promise<void>;
}

/**
 * Spec §4 for any session family: before each request the access token is renewed when it expires within 120 s,
 * one renewal at a time; the refresh-token call when the refresh token expires within 7 days, else the
 * access-token call. Returns the getter of the Bearer token (null when signed out).
 * @example
 * const getAccessToken = createSessionRenewal(store, () => 'ka', {
 *   family: customerSessionFamily('usy-barbershop'),
 *   onEnded: () => undefined, // the page shows the signed-out state
 * });
 */
export function createSessionRenewal(
  store: AppStore,
  locale: () => Locale,
  { family = ownerSessionFamily, memory, onEnded }: SessionRenewalOptions,
) {
  const gate = createRenewalGate<string | null>();

  const refreshState = () =>
    memory?.token
      ? { hasRefreshToken: true, expiresRefresh: memory.expires }
      : readAuthCookies(document.cookie, family.cookies);

  async function renew(): Promise<string | null> {
    const { hasRefreshToken, expiresRefresh } = refreshState();
    if (!hasRefreshToken) {
      store.dispatch(signedOut());
      return null;
    }
    const call =
      renewalCall(expiresRefresh, nowSeconds()) === 'refresh-token'
        ? family.paths.refreshToken
        : family.paths.accessToken;
    const body = { ...family.body, ...(memory?.token ? { refresh_token: memory.token } : {}) };
    const result = await restFetch<{ data: AuthTokenData }>(`${browserPublicEnv().apiUrl}${call}`, {
      method: 'POST',
      credentials: 'include',
      language: locale(),
      body: Object.keys(body).length ? body : undefined,
    });
    if (!result.success) {
      store.dispatch(signedOut());
      if (memory) Object.assign(memory, { token: null, expires: null });
      await onEnded();
      return null;
    }
    const data = (result.body as { data: AuthTokenData }).data;
    if (memory?.token) rememberRefreshToken(memory, data);
    store.dispatch(
      tokenRenewed({ accessToken: data.access_token, expiresAccessToken: data.expires_access_token }),
    );
    return data.access_token;
  }

  return async function getAccessToken(): Promise<string | null> {
    const { accessToken, expiresAccessToken } = store.getState().session;
    if (accessToken && expiresAccessToken && !needsAccessRenewal(expiresAccessToken, nowSeconds()))
      return accessToken;
    if (!accessToken && !refreshState().hasRefreshToken) return null;
    return gate.run(renew);
  };
}

/**
 * The owner's session (spec §4): renewal as `createSessionRenewal`; when it fails the session is over, and the
 * owner goes to the login modal on the main site.
 */
export function createAccessTokenGetter(
  store: AppStore,
  locale: () => Locale,
  /** How to leave the page when the session is over (tests observe it). */
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  return createSessionRenewal(store, locale, { onEnded: async () => navigate(await endSession(locale())) });
}

/**
 * Clears the session cookies through the API (they are HttpOnly) and gives the login modal on the main
 * site, with the way back to this page (path, query and hash).
 */
export async function endSession(
  locale: Locale,
  redirectTo = `${location.pathname}${location.search}${location.hash}`,
): Promise<string> {
  await restFetch(`${browserPublicEnv().apiUrl}${ownerSessionFamily.paths.logout}`, {
    method: 'POST',
    credentials: 'include',
  });
  return new URL(loginModalPath(locale, redirectTo), browserPublicEnv().origins.main).toString();
}
