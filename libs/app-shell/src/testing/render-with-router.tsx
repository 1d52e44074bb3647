/* Test helper, not exported: app-shell hooks need a data router, the store and react-intl around them. */
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { makeStore, type AppStore } from '@donut/store';
import { uiCatalogs } from '@donut/ui';

// jsdom has no Fetch API, and the data router wraps every navigation in a Request (its loaders' argument).
// These routes have no loaders, so the URL, method and abort signal are all a navigation reads.
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

export function renderWithRouter(
  routes: RouteObject[],
  initialEntries: string[],
  store: AppStore = makeStore(),
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <ReduxProvider store={store}>
      <IntlProvider locale="en" messages={uiCatalogs.en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </ReduxProvider>,
  );
  return { ...view, router, store };
}
