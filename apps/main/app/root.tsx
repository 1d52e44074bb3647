import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import { apolloMiddleware, AppDocument, describeRouteError, readPublicEnv } from '@donut/app-shell';
import { DEFAULT_LOCALE, localeFromPath, localeOfRequest } from '@donut/i18n';
import { ErrorScreen, errorScreenStatus } from '@donut/ui';
import donutStyles from '@donut/ui/styles/donut.css?url';
import type { Route } from './+types/root';
import { catalogs, pageTitle } from './i18n/catalogs';
import { SiteFrame } from './layout/site-frame';

export const middleware: Route.MiddlewareFunction[] = [apolloMiddleware];

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
    <AppDocument locale={locale} catalogs={catalogs} env={data?.env}>
      {children}
    </AppDocument>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeFromPath(useLocation().pathname) ?? DEFAULT_LOCALE;
  const { status, detail } = describeRouteError(error);
  return (
    <SiteFrame locale={locale}>
      <title>{pageTitle(locale, `ui.error.${errorScreenStatus(status)}.title`)}</title>
      <ErrorScreen status={status} homeHref={`/${locale}/`} detail={detail} />
    </SiteFrame>
  );
}
