import { redirect, type RouterContextProvider } from 'react-router';
import { clearAuthCookieHeaders, loginModalPath, QUERY_KEYS } from '@donut/auth';
import { localeOfRequest } from '@donut/i18n';
import { sessionRouterContext } from './session-context';

const cookieDomain = () => process.env.COOKIE_DOMAIN || undefined;

/**
 * Spec §2: /client... needs the refresh cookie and an access token; otherwise the refresh cookies are
 * cleared and the visitor goes to the main site's home with the login modal and redirect_to.
 */
export function requireSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  const session = context.get(sessionRouterContext);
  if (session) return session;
  const url = new URL(request.url);
  const headers = new Headers();
  for (const value of clearAuthCookieHeaders('crm', cookieDomain())) headers.append('Set-Cookie', value);
  throw redirect(loginModalPath(localeOfRequest(request), `${url.pathname}${url.search}`), { headers });
}

/** Spec §2: a signed-in visitor of the marketing pages goes to the projects page, keeping the query. */
export function redirectSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  if (!context.get(sessionRouterContext)) return;
  const url = new URL(request.url);
  throw redirect(`/${localeOfRequest(request)}/client/projects${url.search}`);
}

/** Spec §2 home middleware (server): with an access token and no modal query, to the projects page. */
export function redirectHomeWhenSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  if (new URL(request.url).searchParams.has(QUERY_KEYS.modal)) return;
  redirectSignedIn(request, context);
}
