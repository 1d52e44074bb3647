/* Test helper: renders a piece of the main site with every provider the app gives it. Not imported by the app. */
import type { ReactNode } from 'react';
import { ApolloLink, type ApolloClient, type InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createRoutesStub, useLocation } from 'react-router';
import {
  createApolloCache,
  createHeadersLink,
  createUploadHttpLink,
  findUploads,
  GetClientDocument,
  type GetClientQuery,
} from '@donut/graphql';
import { intlProviderProps, isLocale, type Locale } from '@donut/i18n';
import { makeStore, type AppStore } from '@donut/store';
import { ToastHost } from '../features/notifications/toast-host';
import { catalogs } from '../i18n/catalogs';

// jsdom has no Fetch API, and the data router wraps every navigation (a GET form's too) in a Request.
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

export interface RenderInMainOptions {
  /** The URL the page opens at, its locale first: '/en/client/profile', '/ka/?modal=modal-auth-login'. */
  url: string;
  /**
   * The route pattern the page is shown at, for pages that read its params ('/:locale/faq/articles/:slug'). By
   * default `/:locale/*`, which the links the page follows match too; a narrower one leaves the page on navigation.
   */
  path?: string;
  /** The signed-in owner as GetClient answers: cached, with a session in the store, as the cabinet layout leaves them. */
  owner?: GetClientQuery['client'];
  /** Signed in without GetClient in the cache (implied by `owner`). */
  isSignedIn?: boolean;
  /** A store of the test's own (to dispatch to it first); by default a new one, signed in or not as above. */
  store?: AppStore;
  /** GraphQL answers, for Apollo's mock link... */
  mocks?: MockLink.MockedResponse[];
  /**
   * ...except for operations with files: through the app's upload link, as the API gets them, to this fetch
   * (a jest.fn answering the upload), with the app's headers.
   */
  uploads?: typeof fetch;
  /** ...or an Apollo client of the test's own (to see the headers a request carries). */
  apolloClient?: ApolloClient;
}

/** Shows where the app has navigated to, for `currentUrl()`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${pathname}${search}`}
    </div>
  );
}

/** Apollo's mock link, with the operations carrying files sent to `uploads` through the app's upload link. */
function mockLinkWithUploads(
  mocks: MockLink.MockedResponse[],
  locale: Locale,
  uploads: typeof fetch | undefined,
): ApolloLink {
  const mockLink = new MockLink(mocks);
  if (!uploads) return mockLink;
  return ApolloLink.from([
    createHeadersLink({ getAccessToken: () => 'access-1', getLanguage: () => locale }),
    ApolloLink.split(
      (operation) => findUploads(operation.variables).length > 0,
      createUploadHttpLink({ uri: 'http://api.test/graphql', fetch: uploads }),
      mockLink,
    ),
  ]);
}

/**
 * Renders `ui` at `url` as the site's layouts mount a page: the store, Apollo (its mock link, or `apolloClient`),
 * the app's catalogs in the URL's locale and the toast stack. `currentUrl()` tells where the page has navigated
 * to, `toasts()` what the store holds to show.
 */
export function renderInMain(ui: ReactNode, options: RenderInMainOptions) {
  const {
    url,
    path = '/:locale/*',
    owner,
    isSignedIn = owner !== undefined,
    mocks = [],
    uploads,
    apolloClient,
  } = options;
  const locale = url.split(/[/?#]/)[1];
  if (!isLocale(locale)) throw new Error(`renderInMain: ${url} does not start with a locale`);
  const session = {
    status: 'authenticated' as const,
    accessToken: 'access-1',
    expiresAccessToken: Math.floor(Date.now() / 1000) + 900,
  };
  const store = options.store ?? makeStore(isSignedIn ? { session } : undefined);
  // A test's own client brings its own cache (an InMemoryCache, as the app's clients have); else the app's.
  const cache = (apolloClient?.cache as InMemoryCache | undefined) ?? createApolloCache();
  if (owner) cache.writeQuery({ query: GetClientDocument, data: { client: owner } });

  const Page = () => (
    <>
      {ui}
      <ToastHost />
      <LocationProbe />
    </>
  );
  const Stub = createRoutesStub([{ path, Component: Page }]);
  const page = (
    <IntlProvider {...intlProviderProps(locale, catalogs)}>
      <Stub initialEntries={[url]} />
    </IntlProvider>
  );
  const view = render(
    <ReduxProvider store={store}>
      {apolloClient ? (
        <ApolloProvider client={apolloClient}>{page}</ApolloProvider>
      ) : (
        <MockedProvider link={mockLinkWithUploads(mocks, locale, uploads)} cache={cache}>
          {page}
        </MockedProvider>
      )}
    </ReduxProvider>,
  );
  const currentUrl = () => view.getByTestId('location').textContent ?? '';
  /** The toasts in the store, newest first: message id, type and values. */
  const toasts = () =>
    store
      .getState()
      .toasts.map((toast) => ({ id: toast.message.id, type: toast.type, values: toast.message.values }));
  return { ...view, store, cache, currentUrl, toasts };
}
