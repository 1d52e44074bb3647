import { redirect, type RouterContextProvider } from 'react-router';
import {
  clearAuthCookieHeaders,
  guardClientArea,
  homeRedirect,
  QUERY_KEYS,
  signedInRedirect,
} from '@donut/auth';
import { requestLocale } from './owner-locale';
import { refreshTokenOfRequest } from './server-session';
import { sessionRouterContext } from './session-context';

const cookieDomain = () => process.env.COOKIE_DOMAIN || undefined;

/** The client-area guard of spec §2 on the server (the hash never reaches a server, so it is not kept). */
export function requireSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  const session = context.get(sessionRouterContext);
  const url = new URL(request.url);
  const decision = guardClientArea({
    hasRefreshToken: refreshTokenOfRequest(request) !== null,
    hasAccessToken: session !== null,
    locale: requestLocale(request, context),
    target: `${url.pathname}${url.search}`,
  });
  if (decision.allow && session) return session;
  const headers = new Headers();
  for (const value of clearAuthCookieHeaders('crm', cookieDomain())) headers.append('Set-Cookie', value);
  throw redirect(decision.allow ? '/' : decision.redirectTo, { headers });
}

/** Spec §2: signed-in visitors of index, features, contacts, questions and rates go to the projects page. */
export function redirectSignedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  routeName: string,
) {
  const url = new URL(request.url);
  const target = signedInRedirect({
    routeName,
    isSignedIn: context.get(sessionRouterContext) !== null,
    locale: requestLocale(request, context),
    search: url.search,
  });
  if (target) throw redirect(target);
}

/** Spec §2 home middleware on the server. */
export function redirectHomeWhenSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const target = homeRedirect({
    hasAccessToken: context.get(sessionRouterContext) !== null,
    hasModalQuery: url.searchParams.has(QUERY_KEYS.modal),
    locale: requestLocale(request, context),
    search: url.search,
  });
  if (target) throw redirect(target);
}
