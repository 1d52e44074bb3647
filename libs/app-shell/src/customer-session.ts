import { CUSTOMER_AUTH_PATHS, type AuthTokenData } from '@donut/auth';
import type { Locale } from '@donut/i18n';
import { signedOut, type AppStore } from '@donut/store';
import type { TelegramWebApp } from '@donut/telegram';
import { createAuthCall, keepSignedIn, type AuthCallResult } from './auth-api';
import { createSessionRenewal, rememberRefreshToken, type RefreshTokenMemory } from './browser-session';
import { customerSessionFamily } from './session-family';

// Its own entry, `@donut/app-shell/customer-session`, not the index: the client view loads it only where a page
// acts for the client, and a module the index re-exports lands in the chunk every page loads.

/** `POST /cv/auth/bot/start`: the link into the project's bot, and the secret to poll with. */
export interface BotSignInStart {
  poll_token: string;
  link: string;
  /** Unix seconds. */
  expires_at: number;
}

/** `POST /cv/auth/bot/poll`: pending until the Telegram user confirms in the bot, then the session. */
export type BotSignInPoll = { status: 'pending' } | ({ status: 'confirmed' } & AuthTokenData);

/**
 * A customer's session on the site of one project (`domain`, its website address; ADR 0029), in the browser: the
 * sign-in calls of docs/api.md "Customers" and spec §4 renewal on the `-cv` cookies. Inside Telegram the refresh
 * token of the Mini App's sign-in is kept in memory too, as the webview may drop cookies. A failed renewal only
 * signs the page out: the cookie may be another project's session, which stays theirs.
 * @example
 * const session = createCustomerSession(store, () => 'ka', 'usy-barbershop');
 * await session.sendEmailCode('nino@example.ge');
 * await session.verifyEmailCode('nino@example.ge', '042917'); // signed in: the store holds the access token
 */
export function createCustomerSession(store: AppStore, locale: () => Locale, domain: string) {
  const memory: RefreshTokenMemory = { token: null, expires: null };
  const getAccessToken = createSessionRenewal(store, locale, {
    family: customerSessionFamily(domain),
    memory,
    onEnded: () => undefined,
  });
  const call = createAuthCall(locale);
  const site = { domain };
  const keep = <T extends AuthTokenData>(result: AuthCallResult<T>) => keepSignedIn(store, result);

  return {
    getAccessToken,
    /** Sign-in inside the project's Mini App with Telegram's init data. */
    async telegram(initData: string) {
      const result = await call<AuthTokenData>(CUSTOMER_AUTH_PATHS.telegram, {
        ...site,
        init_data: initData,
      });
      if (result.ok) rememberRefreshToken(memory, result.data);
      return keep(result);
    },
    /** Mails a one-time code to the address (in the page's language). */
    sendEmailCode: (email: string) =>
      call<{ sent: boolean }>(CUSTOMER_AUTH_PATHS.emailCode, { ...site, email }),
    /** Signs in with the mailed code. */
    verifyEmailCode: async (email: string, code: string) =>
      keep(await call<AuthTokenData>(CUSTOMER_AUTH_PATHS.emailVerify, { ...site, email, code })),
    /** Adds the address, proven by the mailed code, to the signed-in customer. */
    addEmail: async (email: string, code: string) =>
      call<{ added: boolean }>(
        CUSTOMER_AUTH_PATHS.emailVerify,
        { ...site, email, code },
        await getAccessToken(),
      ),
    /** Starts a web sign-in that the customer confirms in the project's bot. */
    startBotSignIn: () => call<BotSignInStart>(CUSTOMER_AUTH_PATHS.botStart, site),
    /** Asks whether the bot sign-in was confirmed; the confirmed answer signs the page in. */
    async pollBotSignIn(pollToken: string): Promise<AuthCallResult<BotSignInPoll>> {
      const result = await call<BotSignInPoll>(CUSTOMER_AUTH_PATHS.botPoll, {
        ...site,
        poll_token: pollToken,
      });
      if (result.ok && result.data.status === 'confirmed') keep({ ok: true, data: result.data });
      return result;
    },
    /** Ends the session (the API clears the cookies) and forgets the tokens, even when the API did not answer. */
    async logout() {
      const refresh = memory.token ? { refresh_token: memory.token } : {};
      const result = await call<{ ok: boolean }>(CUSTOMER_AUTH_PATHS.logout, { ...site, ...refresh });
      Object.assign(memory, { token: null, expires: null });
      store.dispatch(signedOut());
      return result;
    },
  };
}

export type CustomerSession = ReturnType<typeof createCustomerSession>;

/**
 * Spec §4 inside the project's Mini App: a page without a working session of this site (none, expired, or
 * another project's) signs in with Telegram's init data. A failure is only logged (spec §8).
 * @returns whether the page is signed in now
 */
export async function signInCustomerInTelegram(
  session: Pick<CustomerSession, 'getAccessToken' | 'telegram'>,
  webApp: Pick<TelegramWebApp, 'initData'>,
): Promise<boolean> {
  if (await session.getAccessToken()) return true;
  const result = await session.telegram(webApp.initData);
  if (!result.ok) console.error('Telegram authentication failed');
  return result.ok;
}
