/* Test helper: renders a public page with every provider the app gives it, for a visitor. Not imported by the app. */
import type { ReactElement } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { intlProviderProps, type Locale } from '@donut/i18n';
import { makeStore } from '@donut/store';
import { catalogs } from '../../i18n/catalogs';

export interface RenderPublicPageOptions {
  /** The path under the locale, e.g. 'features/crm'. */
  path: string;
  locale?: Locale;
  mocks?: MockLink.MockedResponse[];
}

/** Renders `ui` at /{locale}/{path} for a signed-out visitor with the app's catalogs; Apollo answers from `mocks`. */
export function renderPublicPage(ui: ReactElement, { path, locale = 'en', mocks = [] }: RenderPublicPageOptions) {
  const store = makeStore();
  const Stub = createRoutesStub([{ path: `/:locale/${path}`, Component: () => ui }]);
  const view = render(
    <ReduxProvider store={store}>
      <MockedProvider mocks={mocks}>
        <IntlProvider {...intlProviderProps(locale, catalogs)}>
          <Stub initialEntries={[`/${locale}/${path}`]} />
        </IntlProvider>
      </MockedProvider>
    </ReduxProvider>,
  );
  return { ...view, store };
}
