import { print } from 'graphql';
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { RateFaqArticleDocument } from '@donut/graphql';
import { faqArticleVotes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerClient } from '../../testing/clients';
import { seedFaq } from './faq.seed';
import { FAQ_VOTE_LIMIT } from './faq-votes.service';
import { testFaqSeed } from './testing/faq-test-seed';

const RATE = print(RateFaqArticleDocument);

interface VoteOptions {
  slug?: string;
  helpful?: boolean;
  visitorId?: string;
  ip?: string;
  userAgent?: string;
  accessToken?: string;
  language?: string;
}

describe.each(testEngines)('rating knowledge-base articles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedFaq(t.db, testFaqSeed);
  });
  afterAll(() => t.dispose());

  let address = 0;
  /** Each test votes from its own address, so the per-IP allowance of one does not spill into another. */
  const nextIp = () => `10.0.0.${++address}`;

  async function vote({
    slug = 'create-project',
    helpful = true,
    visitorId,
    ip = '10.0.1.1',
    userAgent = 'test-browser',
    accessToken,
    language = 'en',
  }: VoteOptions) {
    const headers: Record<string, string> = { 'x-language': language, 'user-agent': userAgent };
    if (visitorId !== undefined) headers['x-visitor-id'] = visitorId;
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      remoteAddress: ip,
      payload: { query: RATE, variables: { article_slug: slug, is_helpful: helpful } },
    });
    return response.json() as {
      data: { rate_faq_article: boolean } | null;
      errors?: Array<{ message: string; extensions: { code: string } }>;
    };
  }
  const votes = () => t.db.select().from(faqArticleVotes).orderBy(asc(faqArticleVotes.createdAt));

  beforeEach(async () => {
    await t.db.delete(faqArticleVotes);
  });

  it('keeps one vote per visitor per article: a second answer replaces the first', async () => {
    const ip = nextIp();
    const visitorId = randomUUID();
    expect((await vote({ visitorId, ip, helpful: true })).data?.rate_faq_article).toBe(true);
    expect((await vote({ visitorId, ip, helpful: false })).data?.rate_faq_article).toBe(true);
    const rows = await votes();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isHelpful: false });
    expect(rows[0].visitorKey).toMatch(/^visitor:[0-9a-f]{64}$/);
    expect(rows[0].visitorKey).not.toContain(visitorId);
  });

  it('counts two visitors, and one visitor on two articles, as separate votes', async () => {
    const ip = nextIp();
    const first = randomUUID();
    await vote({ visitorId: first, ip });
    await vote({ visitorId: randomUUID(), ip, helpful: false });
    await vote({ visitorId: first, ip, slug: 'online-booking' });
    expect((await votes()).map((row) => row.isHelpful)).toEqual([true, false, true]);
  });

  it('keys a signed-in owner by their account, whatever browser id they send', async () => {
    const ip = nextIp();
    const { tokens } = await registerClient(t);
    await vote({ accessToken: tokens.access_token, visitorId: randomUUID(), ip });
    await vote({ accessToken: tokens.access_token, visitorId: randomUUID(), ip, helpful: false });
    const rows = await votes();
    expect(rows).toHaveLength(1);
    expect(rows[0].visitorKey).toMatch(/^owner:[0-9a-f-]{36}$/);
    expect(rows[0].isHelpful).toBe(false);
  });

  it('without a browser id, tells visitors apart by address and browser', async () => {
    const ip = nextIp();
    await vote({ ip, userAgent: 'browser-a' });
    await vote({ ip, userAgent: 'browser-a', helpful: false });
    await vote({ ip, userAgent: 'browser-b' });
    const rows = await votes();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => /^network:[0-9a-f]{64}$/.test(row.visitorKey))).toBe(true);
  });

  it('refuses a malformed browser id in the reader’s language and records nothing', async () => {
    const refused = await vote({ visitorId: 'not-a-uuid', ip: nextIp(), language: 'ru' });
    expect(refused.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toBe(
      'Не удалось сохранить оценку. Обновите страницу и попробуйте ещё раз.',
    );
    expect(await votes()).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown article', async () => {
    const missing = await vote({
      slug: 'no-such-article',
      visitorId: randomUUID(),
      ip: nextIp(),
      language: 'ka',
    });
    expect(missing.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(missing.errors?.[0].message).toBe('სტატია ვერ მოიძებნა.');
    expect((await vote({ slug: 'x'.repeat(500), ip: nextIp() })).errors?.[0].extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(await votes()).toEqual([]);
  });

  it('limits votes per address, and other addresses keep voting', async () => {
    const ip = nextIp();
    for (let n = 0; n < FAQ_VOTE_LIMIT.points; n += 1) {
      expect((await vote({ visitorId: randomUUID(), ip })).errors).toBeUndefined();
    }
    const limited = await vote({ visitorId: randomUUID(), ip, language: 'ru' });
    expect(limited.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(limited.errors?.[0].message).toMatch(/слишком много статей/);
    expect(await votes()).toHaveLength(FAQ_VOTE_LIMIT.points);
    expect((await vote({ visitorId: randomUUID(), ip: nextIp() })).data?.rate_faq_article).toBe(true);
  });
});
