/* Apollo mock answers of what every catalogue page asks about the test project. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import { GetCurrencyListDocument, GetServiceLanguagesDocument } from '@donut/graphql';
import { currencyVariables } from '../shared/money/use-project-currency';

const meta = (count: number) => ({
  __typename: 'ListMeta' as const,
  count,
  has_next_page: false,
  total: count,
});

/** The site speaks `languages`, the first its default. */
export const languagesMock = (languages: string[] = ['en']): MockLink.MockedResponse => ({
  request: { query: GetServiceLanguagesDocument, variables: { project_id: '42' } },
  result: {
    data: {
      site_settings: {
        __typename: 'SiteSettings',
        project_id: '42',
        languages,
        default_language: languages[0],
      },
    },
  },
});

/** The test project's currency: the lari, two decimals. */
export const currencyMock: MockLink.MockedResponse = {
  request: { query: GetCurrencyListDocument, variables: currencyVariables('3') },
  result: {
    data: {
      currency_list: {
        __typename: 'CurrencyList',
        info: [
          {
            __typename: 'Currency',
            id: '3',
            name: 'Georgian lari',
            code: 'GEL',
            symbol: '₾',
            minor_digits: 2,
          },
        ],
        meta: meta(1),
      },
    },
  },
};
