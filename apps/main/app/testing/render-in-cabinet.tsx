/* Test helper: renders a piece of the cabinet with every provider the app gives it. Not imported by the app. */
import type { ReactElement } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { GetClientDocument, type GetClientQuery } from '@donut/graphql';
import { intlProviderProps, type Locale } from '@donut/i18n';
import { makeStore } from '@donut/store';
import { catalogs } from '../i18n/catalogs';

export interface RenderInCabinetOptions {
  /** The cabinet page, e.g. 'profile' for /{locale}/client/profile. */
  page: string;
  client: GetClientQuery['client'];
  mocks?: MockLink.MockedResponse[];
  locale?: Locale;
}

/**
 * Renders `ui` at /{locale}/client/{page} with a signed-in store, the app's catalogs and GetClient
 * cached, as the cabinet layout's loader leaves them; Apollo answers from `mocks` (its mock link).
 */
export function renderInCabinet(ui: ReactElement, { page, client, mocks = [], locale = 'en' }: RenderInCabinetOptions) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: GetClientDocument, data: { client } });
  const expiresAccessToken = Math.floor(Date.now() / 1000) + 900;
  const store = makeStore({ session: { status: 'authenticated', accessToken: 'access-1', expiresAccessToken } });
  const Stub = createRoutesStub([{ path: `/:locale/client/${page}`, Component: () => ui }]);
  const view = render(
    <ReduxProvider store={store}>
      <MockedProvider mocks={mocks} cache={cache}>
        <IntlProvider {...intlProviderProps(locale, catalogs)}>
          <Stub initialEntries={[`/${locale}/client/${page}`]} />
        </IntlProvider>
      </MockedProvider>
    </ReduxProvider>,
  );
  return { ...view, cache, store };
}

/** The texts that describe a field (its hint and its error), as a screen reader reads them with it. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
