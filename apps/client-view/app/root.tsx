import { Outlet } from 'react-router';
import type { ReactNode } from 'react';
import {
  clientCatalogMiddleware,
  customerApolloMiddleware,
  RootError,
  RootLayout,
  rootLoader,
  serverCatalogsMiddleware,
} from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import donutStyles from '@donut/ui/styles/donut.css?url';
import type { Route } from './+types/root';
import { catalogs, catalogStore, pageTitle } from './i18n/catalogs';
import { customerCatalogStore } from './i18n/customer-catalogs';
import { ClientViewProviders } from './layout/client-view-providers';
import { ProjectFrame } from './layout/project-frame';
import { TelegramContainer } from './layout/telegram-container';

// The session is a customer's of the site on the request's subdomain (ADR 0029), never an owner's.
export const middleware: Route.MiddlewareFunction[] = [
  customerApolloMiddleware,
  serverCatalogsMiddleware(catalogStore),
  serverCatalogsMiddleware(customerCatalogStore),
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
    <RootLayout catalogs={catalogs} Providers={ClientViewProviders}>
      <TelegramContainer />
      {children}
    </RootLayout>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const homeHref = (locale: Locale) => routeHref('client-view', 'home', {}, { locale });
  return <RootError error={error} Frame={ProjectFrame} homeHref={homeHref} pageTitle={pageTitle} />;
}
