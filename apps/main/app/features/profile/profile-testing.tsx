/* Test helpers of the profile feature: providers as the app has them, with Apollo's mock link. */
import type { ReactElement } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import {
  GetClientDocument,
  GetCountryListDocument,
  GetLanguageListDocument,
  GetTimezoneListDocument,
} from '@donut/graphql';
import { intlProviderProps, type Locale } from '@donut/i18n';
import { makeStore } from '@donut/store';
import { catalogs } from '../../i18n/catalogs';
import { COUNTRY_LIST_VARIABLES, LANGUAGE_LIST_VARIABLES } from './use-reference-options';

/** An owner with a password, a confirmed address and Telegram connected, as GetClient answers. */
export const owner = {
  __typename: 'Client' as const,
  id: '7',
  email: 'nino@example.com' as string | null,
  name: 'Нино',
  surname: null as string | null,
  phone: null as string | null,
  timezone: 'Asia/Tbilisi',
  avatar: null as { __typename: 'Image'; hash: string; name: string; size: number; url: string } | null,
  country: { __typename: 'ClientCountry' as const, id: '80' },
  language: { __typename: 'ClientLanguage' as const, id: '1', abbr_front: 'ru' },
  is_confirm_email: true,
  is_google_connected: false,
  is_mailru_connected: false,
  is_vk_connected: false,
  is_yandex_connected: false,
  is_telegram_connected: true,
  telegram_token: null,
  need_set_password: false,
  notifications: null,
};

export type TestOwner = typeof owner;

/** The three reference lists of the basic info form, each answered once. */
export const referenceMocks: MockLink.MockedResponse[] = [
  {
    request: { query: GetCountryListDocument, variables: COUNTRY_LIST_VARIABLES },
    result: {
      data: {
        country_list: {
          __typename: 'CountryList',
          info: [
            { __typename: 'Country', id: '80', name: 'Georgia' },
            { __typename: 'Country', id: '81', name: 'Germany' },
          ],
          meta: { __typename: 'ListMeta', count: 2, has_next_page: false, total: 2 },
        },
      },
    },
  },
  {
    request: { query: GetLanguageListDocument, variables: LANGUAGE_LIST_VARIABLES },
    result: {
      data: {
        language_list: {
          __typename: 'LanguageList',
          info: [
            { __typename: 'Language', id: '1', name: 'Russian', abbr_back: 'ru', abbr_front: 'ru', is_visible: true },
            { __typename: 'Language', id: '3', name: 'Georgian', abbr_back: 'ka', abbr_front: 'ka', is_visible: true },
          ],
          meta: { __typename: 'ListMeta', count: 2, has_next_page: false, total: 2 },
        },
      },
    },
  },
  {
    request: { query: GetTimezoneListDocument },
    result: {
      data: {
        timezone_list: [
          { __typename: 'Timezone', id: 'Asia/Tbilisi', name: '(UTC+04:00) Tbilisi' },
          { __typename: 'Timezone', id: 'Europe/Berlin', name: '(UTC+01:00) Berlin' },
        ],
      },
    },
  },
];

/** A GraphQL error answer as the API sends it. */
export const apiErrorResult = (code: string, message: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: fields ? { code, fields } : { code } }],
});

export interface RenderProfileOptions {
  mocks?: MockLink.MockedResponse[];
  client?: TestOwner;
  locale?: Locale;
}

/**
 * Renders `ui` at /{locale}/client/profile with a signed-in store, react-intl with the app's catalogs and
 * GetClient already cached (the cabinet layout's loader did that in the app).
 */
export function renderProfile(ui: ReactElement, { mocks = [], client = owner, locale = 'en' }: RenderProfileOptions = {}) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: GetClientDocument, data: { client } });
  const expiresAccessToken = Math.floor(Date.now() / 1000) + 900;
  const store = makeStore({ session: { status: 'authenticated', accessToken: 'access-1', expiresAccessToken } });
  const Stub = createRoutesStub([{ path: '/:locale/client/profile', Component: () => ui }]);
  const view = render(
    <ReduxProvider store={store}>
      <MockedProvider mocks={mocks} cache={cache}>
        <IntlProvider {...intlProviderProps(locale, catalogs)}>
          <Stub initialEntries={[`/${locale}/client/profile`]} />
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
