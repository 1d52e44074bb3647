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
