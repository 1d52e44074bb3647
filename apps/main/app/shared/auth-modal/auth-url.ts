import { MODAL_IDS, QUERY_KEYS } from '@donut/auth';

/** Query keys of the auth modal beyond spec §2's `modal` and `redirect_to`. */
export const AUTH_QUERY = {
  /** Which screen of the modal: absent for login, `register` or `remind`. */
  view: 'auth_view',
  /** The token of a mailed reset link (docs/api.md); it opens the new-password screen. */
  resetPassword: 'reset_password',
  /** The token of a mailed confirmation link; handled on any page. */
  confirmEmail: 'confirm_email',
} as const;

export type AuthScreen = 'login' | 'register' | 'remind' | 'reset';

/**
 * Whether the URL asks for the auth modal. Not while it carries a confirmation link: the link is handled first
 * (`withoutConfirmationLink`), and opening the modal would end the session it was opened in (issue 13).
 */
export function isAuthModalOpen(params: URLSearchParams): boolean {
  return params.get(QUERY_KEYS.modal) === MODAL_IDS.authLogin && !params.has(AUTH_QUERY.confirmEmail);
}

/** The screen the URL asks for; a reset token wins, since the mailed link carries no view. */
export function authScreenOf(params: URLSearchParams): AuthScreen {
  if (params.get(AUTH_QUERY.resetPassword)) return 'reset';
  const view = params.get(AUTH_QUERY.view);
  return view === 'register' || view === 'remind' ? view : 'login';
}

/** The same query on another screen; every other key (redirect_to included) stays. */
export function withAuthScreen(
  params: URLSearchParams,
  screen: Exclude<AuthScreen, 'reset'>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(AUTH_QUERY.resetPassword);
  if (screen === 'login') next.delete(AUTH_QUERY.view);
  else next.set(AUTH_QUERY.view, screen);
  return next;
}

/** The query with the modal closed: nothing of it is left to reopen it on reload or back. */
export function withoutAuthModal(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [QUERY_KEYS.modal, AUTH_QUERY.view, AUTH_QUERY.resetPassword, QUERY_KEYS.redirectTo])
    next.delete(key);
  return next;
}

/**
 * The query once a mailed confirmation link is taken in: without its single-use token, and without the login
 * modal that links mailed before issue 13 asked for along with it.
 */
export function withoutConfirmationLink(params: URLSearchParams): URLSearchParams {
  const next = withoutAuthModal(params);
  next.delete(AUTH_QUERY.confirmEmail);
  return next;
}

/** The query with the login screen open, every other key kept. */
export function withLoginModal(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(QUERY_KEYS.modal, MODAL_IDS.authLogin);
  return next;
}
