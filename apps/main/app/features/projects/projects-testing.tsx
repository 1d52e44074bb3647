/* Test helpers of the projects feature: providers as the app has them, with Apollo's mock link. Not imported by the app. */
import type { ReactElement } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { GetClientDocument } from '@donut/graphql';
import { intlProviderProps, mergeCatalogs, type Locale } from '@donut/i18n';
import { makeStore } from '@donut/store';
import { catalogs } from '../../i18n/catalogs';
import { messages } from './messages';
import { owner } from './projects-fixtures';

// The app's catalogs gain this feature's texts once they are merged in i18n/catalogs.ts; until then, here.
const testCatalogs = mergeCatalogs(catalogs, messages);

export interface RenderProjectsOptions {
  mocks?: MockLink.MockedResponse[];
  client?: typeof owner;
  locale?: Locale;
}

/** Renders `ui` at /{locale}/client/projects with a signed-in store and GetClient cached, as the cabinet layout leaves it. */
export function renderProjects(ui: ReactElement, { mocks = [], client = owner, locale = 'en' }: RenderProjectsOptions = {}) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: GetClientDocument, data: { client } });
  const expiresAccessToken = Math.floor(Date.now() / 1000) + 900;
  const store = makeStore({ session: { status: 'authenticated', accessToken: 'access-1', expiresAccessToken } });
  const Stub = createRoutesStub([{ path: '/:locale/client/projects', Component: () => ui }]);
  const view = render(
    <ReduxProvider store={store}>
      <MockedProvider mocks={mocks} cache={cache}>
        <IntlProvider {...intlProviderProps(locale, testCatalogs)}>
          <Stub initialEntries={[`/${locale}/client/projects`]} />
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

/** The texts a live region shows, in order, as a screen reader would announce them. */
export function recordTexts(element: HTMLElement): string[] {
  const texts: string[] = [];
  const observer = new MutationObserver(() => {
    const text = element.textContent ?? '';
    if (text && texts.at(-1) !== text) texts.push(text);
  });
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  return texts;
}
