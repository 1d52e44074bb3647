/* Test data of the profile feature: the owner and the API's answers. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import { GetCountryListDocument, GetLanguageListDocument, GetTimezoneListDocument } from '@donut/graphql';
import { testClient } from '../../testing/test-client';
import { COUNTRY_LIST_VARIABLES, LANGUAGE_LIST_VARIABLES } from './use-reference-options';

/** An owner with a password, a confirmed address, a country, a language and Telegram connected. */
export const owner = {
  ...testClient,
  country: { __typename: 'ClientCountry' as const, id: '80' },
  language: { __typename: 'ClientLanguage' as const, id: '1', abbr_front: 'ru' },
  is_telegram_connected: true,
};

export type TestClient = typeof owner;

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
            {
              __typename: 'Language',
              id: '1',
              name: 'Russian',
              abbr_back: 'ru',
              abbr_front: 'ru',
              is_visible: true,
            },
            {
              __typename: 'Language',
              id: '3',
              name: 'Georgian',
              abbr_back: 'ka',
              abbr_front: 'ka',
              is_visible: true,
            },
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
export { apiErrorResult } from '../../testing/api-error-result';
