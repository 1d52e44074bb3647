/* Test helper: renders a piece of the client view with every provider the app gives it. Not imported by the app. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { SessionTokens } from '@donut/app-shell';
import { isLocale } from '@donut/i18n';
import { catalogs } from '../i18n/catalogs';
import { ClientViewProviders } from '../layout/client-view-providers';

export interface RenderInClientViewOptions {
  /** The URL the page opens at, its locale first: '/ka/', '/en/booking'. */
  url: string;
  /** The route pattern the page is shown at, for pages that read its params; by default `/:locale/*`. */
  path?: string;
  /** The customer's session the server rendered with; signed out by default. */
  session?: SessionTokens | null;
}

/**
 * Renders `ui` at `url` as the app's root mounts a page: its providers (the store and react-intl with the
 * app's catalogs in the URL's locale) and a router. The client view has no Apollo in the browser (ADR 0019).
 */
export function renderInClientView(
  ui: ReactNode,
  { url, path = '/:locale/*', session = null }: RenderInClientViewOptions,
) {
  const locale = url.split(/[/?#]/)[1];
  if (!isLocale(locale)) throw new Error(`renderInClientView: ${url} does not start with a locale`);
  // The page's language, as the document says it: the API's texts are asked for in it.
  document.documentElement.lang = locale;
  const Stub = createRoutesStub([{ path, Component: () => <>{ui}</> }]);
  return render(
    <ClientViewProviders locale={locale} catalogs={catalogs} session={session}>
      <Stub initialEntries={[url]} />
    </ClientViewProviders>,
  );
}
