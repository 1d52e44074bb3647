import { AUTH_PATHS } from '@donut/auth';
import { restFetch } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { signedIn, signedOut, type AppStore } from '@donut/store';
import { browserPublicEnv } from './public-env';

/** The answer of a failed call (docs/api.md): a code, a text in the user's language, field texts. */
export interface AuthCallError {
  code: string;
  message: string;
  fields?: Record<string, string>;
  retry_after?: number;
}

export type AuthCallResult<T> = { ok: true; data: T } | { ok: false; error: AuthCallError };

export interface TokenData {
  access_token: string;
  expires_access_token: number;
}

/**
 * A POST to one of the API's auth calls from the browser, in the page's language, with the cookies (the API sets
 * and reads the refresh cookie): its `data`, or its error (`NETWORK` when no answer came).
 */
export function createAuthCall(locale: () => Locale) {
  return async function call<T>(
    path: string,
    body: unknown = {},
    accessToken?: string | null,
  ): Promise<AuthCallResult<T>> {
    const result = await restFetch<{ data: T } | { error: AuthCallError }>(
      `${browserPublicEnv().apiUrl}${path}`,
      {
        method: 'POST',
        body,
        credentials: 'include',
        language: locale(),
        accessToken,
      },
    );
    const answer = result.body as { data?: T; error?: AuthCallError; message?: string } | null;
    if (result.success && answer?.data) return { ok: true, data: answer.data };
    return { ok: false, error: answer?.error ?? { code: 'NETWORK', message: answer?.message ?? '' } };
  };
}

/** A successful sign-in's access token goes into the store: the page is signed in. */
export function keepSignedIn<T extends TokenData>(
  store: AppStore,
  result: AuthCallResult<T>,
): AuthCallResult<T> {
  if (result.ok)
    store.dispatch(
      signedIn({
        accessToken: result.data.access_token,
        expiresAccessToken: result.data.expires_access_token,
      }),
    );
  return result;
}

/** The owner's auth calls from the browser; a successful sign-in goes into the store. */
export function createAuthApi(store: AppStore, locale: () => Locale) {
  const call = createAuthCall(locale);
  const keep = <T extends TokenData>(result: AuthCallResult<T>) => keepSignedIn(store, result);

  return {
    register: async (input: { email: string; password: string; terms_accepted: boolean }) =>
      keep(await call<TokenData>(AUTH_PATHS.register, { ...input, language: locale() })),
    login: async (input: { email: string; password: string }) =>
      keep(await call<TokenData>(AUTH_PATHS.login, input)),
    telegram: async (initData: string) =>
      keep(await call<TokenData>(AUTH_PATHS.telegram, { init_data: initData })),
    remindPassword: (email: string) => call<{ sent: boolean }>(AUTH_PATHS.remindPassword, { email }),
    /** With `unlinkTelegram`, Telegram sign-in is disconnected from the account too. */
    resetPassword: (token: string, password: string, unlinkTelegram = false) =>
      call<{ ok: boolean }>(AUTH_PATHS.resetPassword, { token, password, unlink_telegram: unlinkTelegram }),
    confirmEmail: (token: string) => call<{ ok: boolean }>(AUTH_PATHS.confirmEmail, { token }),
    resendConfirmation: () =>
      call<{ sent: boolean }>(AUTH_PATHS.resendConfirmation, {}, store.getState().session.accessToken),
    async logout() {
      const result = await call<{ ok: boolean }>(AUTH_PATHS.logout);
      store.dispatch(signedOut());
      return result;
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
