import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetFaqArticleListDocument, GetFaqCategoryListDocument } from '@donut/graphql';
import { FaqArticlesPage } from './faq-articles-page';
import { articleListVariables, CATEGORY_LIST_VARIABLES, FAQ_PAGE_SIZE } from './faq-queries';
import { renderInMain } from '../../testing/render-in-main';
import { articlePage, listArticle } from './faq-fixtures';

const path = '/:locale/faq/articles';

const categories = {
  request: { query: GetFaqCategoryListDocument, variables: CATEGORY_LIST_VARIABLES },
  result: {
    data: {
      faq_category_list: {
        __typename: 'FaqCategoryList',
        list: [
          {
            __typename: 'FaqCategory',
            id: '1',
            slug: 'getting-started',
            name: 'Getting started',
            description: 'First steps',
            article_count: 4,
          },
          {
            __typename: 'FaqCategory',
            id: '2',
            slug: 'billing',
            name: 'Plans and payment',
            description: 'Paying',
            article_count: 4,
          },
        ],
        meta: { __typename: 'ListMeta', count: 2, total: 2, has_next_page: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const list = (
  filters: { query?: string; category?: string },
  data: ReturnType<typeof articlePage>,
  offset = 0,
) => ({
  request: { query: GetFaqArticleListDocument, variables: { ...articleListVariables(filters), offset } },
  result: { data },
});

const telegram = listArticle(7, 'Connecting Telegram', {
  highlight: 'Open <mark>Telegram</mark> &amp; press Start',
  summary: 'How to link the bot',
});

describe('FaqArticlesPage: search', () => {
  it('shows each result with the matching fragment, the matches marked', async () => {
    renderInMain(<FaqArticlesPage />, {
      url: '/en/faq/articles?q=telegram',
      path,
      mocks: [categories, list({ query: 'telegram' }, articlePage([telegram]))],
    });

    expect(await screen.findByRole('link', { name: 'Connecting Telegram' })).toHaveProperty(
      'href',
      'http://localhost/en/faq/articles/article-7',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “telegram”');
    const mark = document.querySelector('.faq-card mark');
    expect(mark?.textContent).toBe('Telegram');
    // The fragment is the API's escaped HTML: its entities read as text, not as markup.
    expect(mark?.parentElement?.textContent).toBe('Open Telegram & press Start');
    expect(screen.queryByText('How to link the bot')).toBeNull();
  });

  it('says what found nothing, and "Clear search" goes back to every article', async () => {
    const { currentUrl } = renderInMain(<FaqArticlesPage />, {
      url: '/en/faq/articles?q=qwzx',
      path,
      mocks: [
        categories,
        list({ query: 'qwzx' }, articlePage([])),
        list({}, articlePage([listArticle(1, 'How to get started')], 1)),
      ],
    });

    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('No results for “qwzx”');
    expect(screen.queryByText('No results for selected filters')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(currentUrl()).toBe('/en/faq/articles');
    expect(await screen.findByRole('link', { name: 'How to get started' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All articles');
  });

  it.each([
    ['ru', 'абв', 'Ничего не найдено по запросу «абв»', 'Очистить поиск'],
    ['ka', 'აბგ', 'მოთხოვნაზე „აბგ“ შედეგები ვერ მოიძებნა', 'ძიების გასუფთავება'],
  ] as const)('says it in %s too', async (locale, query, heading, button) => {
    renderInMain(<FaqArticlesPage />, {
      url: `/${locale}/faq/articles?q=${query}`,
      path,
      mocks: [categories, list({ query }, articlePage([]))],
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });

  it('a search of more than 100 characters is cut to 100, as the API allows', async () => {
    const long = 'a'.repeat(150);
    renderInMain(<FaqArticlesPage />, {
      url: `/en/faq/articles?q=${long}`,
      path,
      mocks: [categories, list({ query: 'a'.repeat(100) }, articlePage([]))],
    });
    expect(await screen.findByRole('heading', { name: `No results for “${'a'.repeat(100)}”` })).toBeTruthy();
  });
});

describe('FaqArticlesPage: category filter', () => {
  it('filters by a category and keeps the search in its links', async () => {
    renderInMain(<FaqArticlesPage />, {
      url: '/en/faq/articles?q=plan',
      path,
      mocks: [categories, list({ query: 'plan' }, articlePage([telegram]))],
    });
    const filter = await screen.findByRole('navigation', { name: 'Filter by category' });
    expect(within(filter).getByRole('link', { name: 'Plans and payment' }).getAttribute('href')).toBe(
      '/en/faq/articles?q=plan&category=billing',
    );
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });

  it('says the filters found nothing; "Reset filters" drops the category and keeps the search', async () => {
    const { currentUrl } = renderInMain(<FaqArticlesPage />, {
      url: '/en/faq/articles?q=telegram&category=billing',
      path,
      mocks: [
        categories,
        list({ query: 'telegram', category: 'billing' }, articlePage([])),
        list({ query: 'telegram' }, articlePage([telegram])),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'No results for selected filters' })).toBeTruthy();
    expect(
      within(await screen.findByRole('navigation', { name: 'Filter by category' }))
        .getByRole('link', { name: 'Plans and payment' })
        .getAttribute('aria-current'),
    ).toBe('true');
    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    await userEvent.click(resets[resets.length - 1]);

    expect(currentUrl()).toBe('/en/faq/articles?q=telegram');
    expect(await screen.findByRole('link', { name: 'Connecting Telegram' })).toBeTruthy();
  });
});

describe('FaqArticlesPage: show more', () => {
  it('appends the next page and moves the focus to its first article', async () => {
    const first = Array.from({ length: FAQ_PAGE_SIZE }, (_, index) =>
      listArticle(index + 1, `Article ${index + 1}`),
    );
    const second = [listArticle(11, 'Article 11'), listArticle(12, 'Article 12')];
    renderInMain(<FaqArticlesPage />, {
      url: '/en/faq/articles',
      path,
      mocks: [
        categories,
        list({}, articlePage(first, 12)),
        list({}, articlePage(second, 12, FAQ_PAGE_SIZE), FAQ_PAGE_SIZE),
      ],
    });

    expect(await screen.findByText('Showing 10 of 12')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByText('Showing 12 of 12')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Article 11' }));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
