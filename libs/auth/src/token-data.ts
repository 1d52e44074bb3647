/**
 * Tokens as the auth REST calls return them (spec §3, §7). Expiry times are unix seconds.
 * The refresh pair is present only when the server issued a new refresh token.
 */
export interface AuthTokenData {
  access_token: string;
  expires_access_token: number;
  refresh_token?: string;
  expires_refresh_token?: number;
}

/** Paths of the auth REST calls, relative to the configured auth base address (spec §7). */
export const AUTH_PATHS = {
  /** POST { refresh_token }: a new access token. */
  accessToken: '/auth/access-token',
  /** POST { refresh_token }: a new access and refresh token pair. */
  refreshToken: '/auth/refresh-token',
  /** POST { init_data }: sign-in from inside the Telegram mini-app. */
  telegram: '/auth/telegram',
  /** The calls docs/api.md documents beyond the spec. */
  register: '/auth/register',
  login: '/auth/login',
  logout: '/auth/logout',
  confirmEmail: '/auth/email/confirm',
  resendConfirmation: '/auth/email/resend',
  remindPassword: '/auth/password/remind',
  resetPassword: '/auth/password/reset',
} as const;

export type AuthPath = (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS];

/**
 * The customers' sign-in calls (client view, `-cv` cookies; docs/api.md "Customers"). Each body names the
 * project by its website address (`domain`): a customer's session belongs to that one project.
 */
export const CUSTOMER_AUTH_PATHS = {
  /** POST { domain, init_data }: sign-in inside the project's Mini App. */
  telegram: '/cv/auth/telegram',
  /** POST { domain, email }: mails a one-time code. */
  emailCode: '/cv/auth/email/code',
  /** POST { domain, email, code }: signs in (or, with a customer's Bearer token, adds the address). */
  emailVerify: '/cv/auth/email/verify',
  /** POST { domain }: a link into the project's bot that confirms a web sign-in, and a token to poll it. */
  botStart: '/cv/auth/bot/start',
  /** POST { domain, poll_token }: `{ status: 'pending' }` until the bot confirms, then the session's tokens. */
  botPoll: '/cv/auth/bot/poll',
  /** POST { domain, refresh_token? }: a new access token. */
  accessToken: '/cv/auth/access-token',
  /** POST { domain, refresh_token? }: a new access and refresh token pair. */
  refreshToken: '/cv/auth/refresh-token',
  logout: '/cv/auth/logout',
} as const;
