import type { ApolloCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createRoutesStub, useLocation } from 'react-router';
import { intlProviderProps, type Locale } from '@donut/i18n';
import { makeStore, type AppStore } from '@donut/store';
import { catalogs } from '../../i18n/catalogs';
import { ToastHost } from './toast-host';

// jsdom has no Fetch API, and the data router wraps every navigation in a Request (its loaders' argument).
// The stub routes have no loaders, so the URL, method and abort signal are all a navigation reads.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  } as unknown as typeof Request;
}

export interface RenderAppOptions {
  /** The URL the page opens with, e.g. '/en/?modal=modal-auth-login'. */
  url: string;
  locale?: Locale;
  store?: AppStore;
  /** GraphQL answers, for Apollo's mock link. */
  mocks?: MockLink.MockedResponse[];
  cache?: ApolloCache;
}

/** Shows where the app has navigated to, for tests to read with `currentUrl()`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * For tests: the element on a `/:locale/*` page with the app's store, catalogs, toasts and Apollo's
 * mock link, the way the site layout mounts it. Not imported by the app.
 */
export function renderApp(element: ReactNode, { url, locale = 'en', store = makeStore(), mocks = [], cache }: RenderAppOptions) {
  const Page = () => (
    <>
      {element}
      <ToastHost />
      <LocationProbe />
    </>
  );
  const Stub = createRoutesStub([{ path: '/:locale/*', Component: Page }]);
  const view = render(
    <ReduxProvider store={store}>
      <MockedProvider mocks={mocks} cache={cache}>
        <IntlProvider {...intlProviderProps(locale, catalogs)}>
          <Stub initialEntries={[url]} />
        </IntlProvider>
      </MockedProvider>
    </ReduxProvider>,
  );
  const currentUrl = () => view.getByTestId('location').textContent ?? '';
  return { ...view, store, currentUrl };
}
