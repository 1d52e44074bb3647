import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, localeFromPath, localeOfRequest } from '@donut/i18n';
import { ErrorScreen } from '@donut/ui';
import donutStyles from '@donut/ui/styles/donut.css?url';
import type { Route } from './+types/root';
import { publicEnvScript, readPublicEnv } from './config/public-env';
import { ApolloStateScript } from './graphql/apollo-state-script';
import { apolloRouterContext } from './graphql/apollo-contexts';
import { createServerApolloClient } from './graphql/apollo.server';
import { AppProviders } from './layout/app-providers';
import { SiteFrame } from './layout/site-frame';
import { pageTitle } from './i18n/intl';

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    context.set(apolloRouterContext, createServerApolloClient(request));
    return next();
  },
];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: donutStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeOfRequest(request), env: readPublicEnv() };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  // The path decides on client navigations too (the root loader does not rerun for them).
  const locale = localeFromPath(pathname) ?? data?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProviders locale={locale}>{children}</AppProviders>
        {data?.env ? <script dangerouslySetInnerHTML={{ __html: publicEnvScript(data.env) }} /> : null}
        <ApolloStateScript />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname) ?? DEFAULT_LOCALE;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return (
    <SiteFrame locale={locale}>
      <title>{pageTitle(locale, `ui.error.${status === 403 || status === 404 ? status : 500}.title`)}</title>
      <ErrorScreen status={status} homeHref={`/${locale}/`} detail={detail} />
    </SiteFrame>
  );
}
