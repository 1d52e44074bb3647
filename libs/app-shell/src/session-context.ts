import { createContext as createRouterContext } from 'react-router';

/** The signed-in owner's access token as the server renderer obtained it (never the refresh token). */
export interface SessionTokens {
  accessToken: string;
  /** Unix seconds. */
  expiresAccessToken: number;
}

export const sessionRouterContext = createRouterContext<SessionTokens | null>(null);
