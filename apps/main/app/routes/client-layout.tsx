import { Outlet, redirect } from 'react-router';
import {
  apolloRouterContext,
  browserApolloClient,
  requireSignedIn,
  type HydrationRouteHandle,
} from '@donut/app-shell';
import { clearAuthCookieHeaders, loginModalPath } from '@donut/auth';
import { GetClientDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/client-layout';
import { CabinetFrame } from '../features/cabinet/cabinet-frame';

/** The owner's cabinet is an app: it starts at once (the public pages around it wait for intent, ADR 0019). */
export const handle: HydrationRouteHandle = { hydration: 'on-load' };

/**
 * Spec §2 and §4: the cabinet needs the refresh cookie and an access token, and the owner must load;
 * when loading fails the session is over and the login modal opens with a way back here.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireSignedIn(request, context);
  const result = await context
    .get(apolloRouterContext)
    .query({ query: GetClientDocument, errorPolicy: 'all' });
  if (!result.data?.client) {
    const url = new URL(request.url);
    const headers = new Headers();
    for (const value of clearAuthCookieHeaders('crm', process.env.COOKIE_DOMAIN || undefined))
      headers.append('Set-Cookie', value);
    throw redirect(loginModalPath(params.locale as Locale, `${url.pathname}${url.search}`), { headers });
  }
  return null;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await browserApolloClient(params.locale as Locale).query({ query: GetClientDocument });
  return null;
}

export default function ClientLayout() {
  return (
    <CabinetFrame>
      <Outlet />
    </CabinetFrame>
  );
}
