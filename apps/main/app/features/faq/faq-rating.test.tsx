import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqRating } from './faq-rating';
import { renderInMain } from '../../testing/render-in-main';
import { FAQ_VOTES_STORAGE_KEY, VISITOR_ID_STORAGE_KEY } from './faq-visitor';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface SentRequest {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A client whose network is this function: it sees what each request would carry (the API is out of reach here). */
function apiStandIn(answer: () => { data?: unknown; errors?: GraphQLError[] }) {
  const sent: SentRequest[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({
          operationName: operation.operationName ?? '',
          variables: operation.variables,
          headers: operation.getContext().headers ?? {},
        });
        observer.next(answer() as never);
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

const renderRating = (client: ApolloClient, locale: 'en' | 'ru' | 'ka' = 'en') =>
  renderInMain(<FaqRating slug="connecting-telegram" />, {
    url: `/${locale}/faq/articles/connecting-telegram`,
    path: '/:locale/faq/articles/:slug',
    apolloClient: client,
  });

beforeEach(() => localStorage.clear());

describe('FaqRating', () => {
  it('sends the answer with the visitor id, thanks the reader and moves the focus to the thank-you', async () => {
    const { client, sent } = apiStandIn(() => ({ data: { rate_faq_article: true } }));
    renderRating(client);

    expect(screen.getByRole('heading', { name: 'Was this article helpful?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe('Thank you for your feedback!');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0].variables).toEqual({ article_slug: 'connecting-telegram', is_helpful: true });
    const visitorId = localStorage.getItem(VISITOR_ID_STORAGE_KEY);
    expect(visitorId).toMatch(UUID_V4);
    expect(sent[0].headers['x-visitor-id']).toBe(visitorId);
    expect(JSON.parse(localStorage.getItem(FAQ_VOTES_STORAGE_KEY) ?? '{}')).toEqual({
      'connecting-telegram': true,
    });
  });

  it('"No" counts as not helpful, with the same visitor id as before', async () => {
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, '0b7d4c1e-2f3a-4b5c-8d6e-7f8091a2b3c4');
    const { client, sent } = apiStandIn(() => ({ data: { rate_faq_article: true } }));
    renderRating(client, 'ru');

    await userEvent.click(screen.getByRole('button', { name: 'Нет' }));

    expect((await screen.findByRole('status')).textContent).toBe('Спасибо за отзыв!');
    expect(sent[0].variables).toEqual({ article_slug: 'connecting-telegram', is_helpful: false });
    expect(sent[0].headers['x-visitor-id']).toBe('0b7d4c1e-2f3a-4b5c-8d6e-7f8091a2b3c4');
  });

  it('a reader who has rated the article sees the thank-you on return, and nothing is sent', async () => {
    localStorage.setItem(FAQ_VOTES_STORAGE_KEY, JSON.stringify({ 'connecting-telegram': false }));
    const { client, sent } = apiStandIn(() => ({ data: { rate_faq_article: true } }));
    renderRating(client, 'ka');

    expect((await screen.findByRole('status')).textContent).toBe('გმადლობთ გამოხმაურებისთვის!');
    expect(screen.queryByRole('button')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it("shows the API's refusal, keeps the question and remembers nothing", async () => {
    const refusal = new GraphQLError('Too many answers. Try again in a few minutes.', {
      extensions: { code: 'RATE_LIMITED' },
    });
    const { client } = apiStandIn(() => ({ errors: [refusal] }));
    renderRating(client);

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many answers. Try again in a few minutes.',
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(FAQ_VOTES_STORAGE_KEY)).toBeNull();
  });
});
