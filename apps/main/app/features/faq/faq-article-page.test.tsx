import { screen, within } from '@testing-library/react';
import { GetFaqArticleDocument, GetFaqArticleListDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { FaqArticlePage } from './faq-article-page';
import { otherArticlesVariables } from './faq-queries';
import { renderInMain } from '../../testing/render-in-main';
import { articlePage, listArticle } from './faq-fixtures';

const category = {
  __typename: 'FaqCategory',
  id: '6',
  slug: 'chats-and-bots',
  name: 'Chats and bots',
  description: 'Chats',
  article_count: 2,
};

const article = (
  slug: string,
  content_html: string | null,
  headings: Array<{ anchor: string; text: string }>,
) => ({
  request: { query: GetFaqArticleDocument, variables: { slug } },
  result: {
    data: {
      faq_article: {
        __typename: 'FaqArticle',
        id: '21',
        slug,
        title: 'Connecting Telegram',
        summary: 'Link your bot in three steps.',
        is_popular: true,
        content_html,
        headings: headings.map((heading) => ({ __typename: 'FaqHeading', ...heading })),
        updated_at: '2026-11-21T10:00:00.000Z',
        category,
      },
    },
  },
});

const others = (slug: string) => ({
  request: { query: GetFaqArticleListDocument, variables: otherArticlesVariables('chats-and-bots', slug) },
  result: { data: articlePage([listArticle(22, 'Chats and messenger channels')]) },
});

const renderArticle = (slug: string, locale: Locale, mocks: unknown[]) =>
  renderInMain(<FaqArticlePage />, {
    url: `/${locale}/faq/articles/${slug}`,
    path: '/:locale/faq/articles/:slug',
    mocks: mocks as never,
  });

describe('FaqArticlePage', () => {
  it('lists the sections under "In this article", linked to their headings, then the content and the rating', async () => {
    const html =
      '<h2 id="create-a-bot">Create a bot</h2><p>Open BotFather.</p><h2 id="paste-the-token">Paste the token</h2><p>Done.</p>';
    renderArticle('connecting-telegram', 'en', [
      article('connecting-telegram', html, [
        { anchor: 'create-a-bot', text: 'Create a bot' },
        { anchor: 'paste-the-token', text: 'Paste the token' },
      ]),
      others('connecting-telegram'),
    ]);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Connecting Telegram');
    const contents = screen.getByRole('navigation', { name: 'In this article' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Create a bot', '#create-a-bot'],
      ['Paste the token', '#paste-the-token'],
    ]);
    expect(document.getElementById('paste-the-token')?.tagName).toBe('H2');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to “Chats and bots”' }).getAttribute('href')).toBe(
      '/en/faq/categories/chats-and-bots',
    );
    expect(await screen.findByRole('link', { name: 'Chats and messenger channels' })).toBeTruthy();
  });

  it.each([
    ['ru', 'Статья находится в разработке'],
    ['en', 'This article is in development'],
    ['ka', 'სტატია შემუშავების პროცესშია'],
  ] as const)(
    'an article without content says it is in development (%s), with no rating',
    async (locale, text) => {
      renderArticle('bot-builder', locale, [article('bot-builder', null, []), others('bot-builder')]);

      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /In this article|В этой статье|ამ სტატიაში/ })).toBeNull();
      expect(document.querySelector('.faq-rating')).toBeNull();
    },
  );
});
