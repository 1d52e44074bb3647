/* Test helper, not imported by the app: a knowledge-base page at a URL with the app's catalogs and a given Apollo client or mocks. */
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub, useLocation } from 'react-router';
import type { FaqArticleListItem } from './faq-queries';
import { intlProviderProps, type Locale } from '@donut/i18n';
import { catalogs } from '../../i18n/catalogs';

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

export interface RenderFaqOptions {
  /** The page's URL, e.g. '/en/faq/articles?q=telegram'. */
  url: string;
  /** The route pattern it matches, e.g. '/:locale/faq/articles'. */
  path: string;
  locale?: Locale;
  /** Apollo's mock link answers... */
  mocks?: MockLink.MockedResponse[];
  /** ...or a client of the test's own (to see the headers a request carries). */
  client?: ApolloClient;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders `element` at `url`; `currentUrl()` tells where the page has navigated to. */
export function renderFaq(element: ReactNode, { url, path, locale = 'en', mocks = [], client }: RenderFaqOptions) {
  const Page = () => (
    <>
      {element}
      <LocationProbe />
    </>
  );
  const Stub = createRoutesStub([{ path, Component: Page }]);
  const page = (
    <IntlProvider {...intlProviderProps(locale, catalogs)}>
      <Stub initialEntries={[url]} />
    </IntlProvider>
  );
  const view = render(client ? <ApolloProvider client={client}>{page}</ApolloProvider> : <MockedProvider mocks={mocks}>{page}</MockedProvider>);
  const currentUrl = () => view.getByTestId('location').textContent ?? '';
  return { ...view, currentUrl };
}

type TestArticle = Omit<FaqArticleListItem, 'category'> & {
  __typename: 'FaqArticle';
  category: FaqArticleListItem['category'] & { __typename: 'FaqCategory' };
};

/** An article as the list query returns it. */
export function listArticle(id: number, title: string, extra: Partial<Omit<TestArticle, 'category'>> = {}): TestArticle {
  return {
    __typename: 'FaqArticle',
    id: String(id),
    slug: `article-${id}`,
    title,
    summary: `Summary of ${title}`,
    is_popular: false,
    highlight: null,
    category: { __typename: 'FaqCategory', id: '1', slug: 'getting-started', name: 'Getting started' },
    ...extra,
  };
}

/** The list query's answer: `list`, of `total` articles. */
export function articlePage(list: TestArticle[], total = list.length, offset = 0) {
  return {
    faq_article_list: {
      __typename: 'FaqArticleList' as const,
      list,
      meta: { __typename: 'ListMeta' as const, count: list.length, total, has_next_page: offset + list.length < total },
    },
  };
}
