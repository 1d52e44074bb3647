import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  status: 'anonymous' | 'authenticated';
  /** Short-lived access token, kept in memory only (the refresh token is an HttpOnly cookie). */
  accessToken: string | null;
  /** Unix seconds. */
  expiresAccessToken: number | null;
}

const initialState: SessionState = { status: 'anonymous', accessToken: null, expiresAccessToken: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn: (_, action: PayloadAction<{ accessToken: string; expiresAccessToken: number }>) => ({
      status: 'authenticated',
      ...action.payload,
    }),
    tokenRenewed: (state, action: PayloadAction<{ accessToken: string; expiresAccessToken: number }>) => {
      state.accessToken = action.payload.accessToken;
      state.expiresAccessToken = action.payload.expiresAccessToken;
    },
    signedOut: () => initialState,
  },
  selectors: {
    selectIsAuthenticated: (state) => state.status === 'authenticated',
    selectAccessToken: (state) => state.accessToken,
  },
});

export const { signedIn, tokenRenewed, signedOut } = sessionSlice.actions;
export const { selectIsAuthenticated, selectAccessToken } = sessionSlice.selectors;
