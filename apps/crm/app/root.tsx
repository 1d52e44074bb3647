import { Outlet } from 'react-router';
import type { ReactNode } from 'react';
import {
  AppProviders,
  apolloMiddleware,
  clientCatalogMiddleware,
  RootError,
  RootLayout,
  rootLoader,
  serverCatalogsMiddleware,
} from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import donutStyles from '@donut/ui/styles/donut.css?url';
import type { Route } from './+types/root';
import { catalogs, catalogStore, pageTitle } from './i18n/catalogs';
import { CrmFrame } from './layout/crm-frame';

export const middleware: Route.MiddlewareFunction[] = [
  apolloMiddleware,
  serverCatalogsMiddleware(catalogStore),
];

// A link to another language loads that language's messages before the page renders.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [clientCatalogMiddleware(catalogStore)];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: donutStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const loader = ({ request, context }: Route.LoaderArgs) => rootLoader(request, context);

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RootLayout catalogs={catalogs} Providers={AppProviders}>
      {children}
    </RootLayout>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RootError
      error={error}
      Frame={CrmFrame}
      homeHref={() => routeHref('crm', 'admin', {})}
      pageTitle={pageTitle}
    />
  );
}
