import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { loginModalPath } from './login-redirect';

/** Spec §2: the route names a signed-in owner is sent away from (to the projects page). */
export const SIGNED_IN_REDIRECT_ROUTES = ['index', 'features', 'contacts', 'questions', 'rates'] as const;

export type GuardDecision =
  { allow: true } | { allow: false; redirectTo: string; clearRefreshCookies: boolean };

/**
 * Spec §2: any /client path needs both the refresh cookie and an access token. Otherwise the refresh
 * cookies are cleared and the visitor goes to the main site's home with the login modal, redirect_to
 * holding the original path, query and hash.
 */
export function guardClientArea(input: {
  hasRefreshToken: boolean;
  hasAccessToken: boolean;
  locale: Locale;
  /** Path, query and hash of the requested page. */
  target: string;
}): GuardDecision {
  if (input.hasRefreshToken && input.hasAccessToken) return { allow: true };
  return { allow: false, redirectTo: loginModalPath(input.locale, input.target), clearRefreshCookies: true };
}

/** The projects page of the cabinet, keeping the query (spec §2). */
export const clientProjectsPath = (locale: Locale, search = '') =>
  `${routeHref('main', 'clientProjects', {}, { locale })}${search}`;

/** Spec §2: a signed-in owner on index, features, contacts, questions or rates goes to the projects page. */
export function signedInRedirect(input: {
  routeName: string;
  isSignedIn: boolean;
  locale: Locale;
  search: string;
}): string | null {
  if (!input.isSignedIn) return null;
  const sendsAway = SIGNED_IN_REDIRECT_ROUTES.some(
    (name) =>
      input.routeName === name ||
      input.routeName.startsWith(`${name}-`) ||
      input.routeName.startsWith(`${name}/`),
  );
  return sendsAway ? clientProjectsPath(input.locale, input.search) : null;
}

/** Spec §2 home middleware on the server: with an access token and no modal query, to the projects page. */
export function homeRedirect(input: {
  hasAccessToken: boolean;
  hasModalQuery: boolean;
  locale: Locale;
  search: string;
}): string | null {
  return input.hasAccessToken && !input.hasModalQuery ? clientProjectsPath(input.locale, input.search) : null;
}
