/* Test helper: renders a piece of the CRM with every provider the app gives it. Not imported by the app. */
import type { ReactElement } from 'react';
import { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { AppProviders } from '@donut/app-shell';
import {
  createApolloCache,
  createHeadersLink,
  createUploadHttpLink,
  findUploads,
  GetProjectDocument,
} from '@donut/graphql';
import { intlProviderProps, type Locale } from '@donut/i18n';
import { makeStore } from '@donut/store';
import type { CrmProject } from '../shared/project/load-project';
import { catalogs } from '../i18n/catalogs';

export interface RenderInCrmOptions {
  /** The CRM path the piece is shown at, e.g. '/admin/settings'; a pattern ('/admin/customers/:id') with `url`. */
  path?: string;
  /** The address opened, when it differs from `path`: a query ('/admin/customers?page=2') or a pattern's params. */
  url?: string;
  /** Other pages of the app beside the piece, for a piece that leads to them. */
  routes?: StubRoute[];
  mocks?: MockLink.MockedResponse[];
  /**
   * Where operations with files go: through the app's upload link, as the API gets them, to this fetch (a
   * jest.fn answering the upload). Every other operation answers from `mocks`.
   */
  uploads?: typeof fetch;
  /** The project in the cache, as the layout's loader leaves it (GetProject for its domain). */
  project?: CrmProject;
  locale?: Locale;
  /** The route's loader, for pieces that read it (useLoaderData) or load it again (revalidation). */
  loader?: () => unknown;
  /** Routes under the piece, shown through its Outlet. */
  children?: StubRoute[];
}

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

// jsdom has no Fetch API Request; React Router builds one for every loader run (and revalidation).
class PageRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
}
(globalThis as unknown as { Request?: unknown }).Request ??= PageRequest;

/**
 * The page's Apollo link: it notes each operation's name in `sent` (the round trips the page makes), adds the
 * app's headers, and sends operations with files to `uploads` through the app's upload link, the rest to the mocks.
 */
function testLink(
  sent: string[],
  mocks: MockLink.MockedResponse[],
  locale: Locale,
  uploads: typeof fetch | undefined,
): ApolloLink {
  const mockLink = new MockLink(mocks);
  return ApolloLink.from([
    new ApolloLink((operation, forward) => {
      sent.push(operation.operationName ?? '(anonymous)');
      return forward(operation);
    }),
    createHeadersLink({ getAccessToken: () => 'access-1', getLanguage: () => locale }),
    uploads
      ? ApolloLink.split(
          (operation) => findUploads(operation.variables).length > 0,
          createUploadHttpLink({ uri: 'http://api.test/graphql', fetch: uploads }),
          mockLink,
        )
      : mockLink,
  ]);
}

/**
 * Renders `ui` at `path` with a signed-in store, the app's catalogs and Apollo answering from `mocks`
 * (its mock link; uploads to `uploads`) over the app's cache, as the admin layout leaves a page. The app's
 * own providers are around it for what only they give (the auth calls of sign-out); the test's providers
 * inside take precedence.
 */
export function renderInCrm(
  ui: ReactElement,
  {
    path = '/admin',
    url = path,
    routes = [],
    mocks = [],
    uploads,
    project,
    locale = 'en',
    loader,
    children,
  }: RenderInCrmOptions = {},
) {
  const cache = createApolloCache();
  const sent: string[] = [];
  if (project)
    cache.writeQuery({ query: GetProjectDocument, variables: { domain: project.domain }, data: { project } });
  const expiresAccessToken = Math.floor(Date.now() / 1000) + 900;
  const store = makeStore({
    session: { status: 'authenticated', accessToken: 'access-1', expiresAccessToken },
  });
  // A route with a loader renders nothing until it answers, as on a first client render.
  const Stub = createRoutesStub([
    { path, Component: () => ui, loader, children, HydrateFallback: loader ? () => null : undefined },
    ...routes,
  ]);
  const view = render(
    <AppProviders
      locale={locale}
      catalogs={catalogs}
      session={{ accessToken: 'access-1', expiresAccessToken }}
    >
      <ReduxProvider store={store}>
        <MockedProvider link={testLink(sent, mocks, locale, uploads)} cache={cache}>
          <IntlProvider {...intlProviderProps(locale, catalogs)}>
            <Stub initialEntries={[url]} />
          </IntlProvider>
        </MockedProvider>
      </ReduxProvider>
    </AppProviders>,
  );
  /** The operations the page sent so far, by name, in order. */
  const operations = () => [...sent];
  return { ...view, cache, store, operations };
}

const image = (hash: string) => ({
  __typename: 'Image' as const,
  hash,
  name: `${hash}.png`,
  size: 2048,
  url: `http://api.test/uploads/${hash}.png`,
});

/** A project as GetProject answers it: every section shown, in lari, with a main image and two gallery pictures. */
export function testProject(overrides: Partial<CrmProject> = {}): CrmProject {
  return {
    __typename: 'Project',
    id: '42',
    name: 'Salon Jasmine',
    domain: 'salon-jasmine',
    description: null,
    locale: 'en',
    currency_id: '3',
    direction_id: '5',
    language_id: '2',
    timezone: 'Asia/Tbilisi',
    image_main: image('main1'),
    image_galleries: [image('g1'), image('g2')],
    menu: ['products', 'orders', 'services', 'applications'].map((key) => ({
      __typename: 'MenuElement' as const,
      key,
      is_visible: true,
    })),
    created_at: '2026-11-01T10:00:00.000Z',
    content: { __typename: 'ProjectContent', count_all_notifications: 0 },
    ...overrides,
  } as CrmProject;
}

export const testImage = image;

/** A GraphQL error answer as the API sends it. */
export const apiErrorResult = (code: string, message: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: fields ? { code, fields } : { code } }],
});

/** The texts that describe a field (its hint and its error), as a screen reader reads them with it. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** A picture file of `size` bytes (jsdom files hold only what they are given). */
export function pictureFile(name = 'photo.png', type = 'image/png', size = 1024): File {
  const file = new File(['png'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
