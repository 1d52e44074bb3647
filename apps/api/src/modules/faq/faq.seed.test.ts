import { and, asc, eq } from 'drizzle-orm';
import { faqArticles, faqArticleTexts, faqArticleVotes, faqCategories } from '../../db/schema';
import {
  createTestDatabase,
  MIGRATIONS_FOLDER,
  testEngines,
  type TestDatabase,
} from '../../testing/test-databases';
import { faqSeedProblems } from './faq-seed-validation';
import { seedFaq } from './faq.seed';
import { shippedFaqSeed } from './seed-data';
import { testArticles, testFaqSeed } from './testing/faq-test-seed';

describe('the shipped knowledge base', () => {
  it('passes the seed checks: known categories, unique slugs, every text in ru, en and ka, safe links', () => {
    expect(faqSeedProblems(shippedFaqSeed)).toEqual([]);
  });
});

describe('faqSeedProblems', () => {
  it('names each mistake an author can make', () => {
    const [article] = testArticles;
    const problems = faqSeedProblems({
      categories: testFaqSeed.categories,
      articles: [
        { ...article, slug: 'Bad Slug' },
        { ...article, category: 'nowhere' },
        { ...article },
        { ...article, slug: 'empty-ka', title: { ...article.title, ka: ' ' } },
        {
          ...article,
          slug: 'bad-link',
          body: { ...(article.body as typeof article.title), en: '[x](javascript:alert(1))' },
        },
      ],
    });
    expect(problems).toEqual([
      expect.stringContaining('"Bad Slug": the slug must be'),
      expect.stringContaining('unknown category "nowhere"'),
      expect.stringContaining('"create-project": the slug is used twice'),
      expect.stringContaining('"empty-ka" title: the ka text is empty'),
      expect.stringContaining('"bad-link" body (en): unsafe link "javascript:alert(1)"'),
    ]);
  });
});

describe.each(testEngines)('seedFaq on %s', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    await testDb.database.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(() => testDb.dispose());
  const db = () => testDb.database.db;
  const articleRows = () => db().select().from(faqArticles).orderBy(asc(faqArticles.position));

  it('writes the seed once; a second run with nothing changed writes nothing', async () => {
    expect(await seedFaq(db(), testFaqSeed)).toEqual({ written: 8 + 3, deleted: 0 });
    const before = await articleRows();
    expect(await seedFaq(db(), testFaqSeed)).toEqual({ written: 0, deleted: 0 });
    expect(await articleRows()).toEqual(before);
    expect(await db().select().from(faqCategories)).toHaveLength(8);
    expect(await db().select().from(faqArticleTexts)).toHaveLength(3 * 3);
  });

  it('rewrites a changed article in place (same id, new text, new updated_at) and leaves the rest alone', async () => {
    const before = await articleRows();
    const [first, ...rest] = testArticles;
    const changed = { ...first, title: { ...first.title, en: 'Creating your first project' } };
    expect(await seedFaq(db(), { ...testFaqSeed, articles: [changed, ...rest] })).toEqual({
      written: 1,
      deleted: 0,
    });
    const after = await articleRows();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after[0].updatedAt.getTime()).toBeGreaterThan(before[0].updatedAt.getTime());
    expect(after[1].updatedAt).toEqual(before[1].updatedAt);
    const [text] = await db()
      .select()
      .from(faqArticleTexts)
      .where(and(eq(faqArticleTexts.articleId, after[0].id), eq(faqArticleTexts.locale, 'en')));
    expect(text.title).toBe('Creating your first project');
    expect(text.contentHtml).toContain('<h2 id="first-step">First step</h2>');
    // Back to the shipped text for the tests below.
    await seedFaq(db(), testFaqSeed);
  });

  it('keeps an article in development without HTML or headings', async () => {
    const [row] = await db().select().from(faqArticles).where(eq(faqArticles.slug, 'bot-builder'));
    const texts = await db().select().from(faqArticleTexts).where(eq(faqArticleTexts.articleId, row.id));
    expect(texts.map((text) => [text.contentHtml, text.headings, text.bodyMarkdown])).toEqual([
      [null, [], null],
      [null, [], null],
      [null, [], null],
    ]);
  });

  it('follows a reordered seed without touching updated_at', async () => {
    const before = await articleRows();
    const [a, b, c] = testArticles;
    expect(await seedFaq(db(), { ...testFaqSeed, articles: [c, a, b] })).toEqual({ written: 3, deleted: 0 });
    const after = await articleRows();
    expect(after.map((row) => row.slug)).toEqual(['bot-builder', 'create-project', 'online-booking']);
    expect(after.find((row) => row.slug === 'create-project')?.updatedAt).toEqual(
      before.find((row) => row.slug === 'create-project')?.updatedAt,
    );
  });

  it('deletes an article that left the seed, with its texts and votes', async () => {
    const [row] = await db().select().from(faqArticles).where(eq(faqArticles.slug, 'online-booking'));
    await db()
      .insert(faqArticleVotes)
      .values({ articleId: row.id, visitorKey: 'owner:test', isHelpful: true });
    const [a, , c] = testArticles;
    expect(await seedFaq(db(), { ...testFaqSeed, articles: [a, c] })).toEqual({ written: 2, deleted: 1 });
    expect(await db().select().from(faqArticles).where(eq(faqArticles.slug, 'online-booking'))).toEqual([]);
    expect(await db().select().from(faqArticleTexts).where(eq(faqArticleTexts.articleId, row.id))).toEqual(
      [],
    );
    expect(await db().select().from(faqArticleVotes)).toEqual([]);
  });

  it('refuses an invalid seed and changes nothing', async () => {
    const before = await articleRows();
    await expect(
      seedFaq(db(), { ...testFaqSeed, articles: [{ ...testArticles[0], category: 'nowhere' }] }),
    ).rejects.toThrow(/unknown category "nowhere"/);
    expect(await articleRows()).toEqual(before);
  });

  it('writes the shipped seed over any other and is idempotent on it', async () => {
    await seedFaq(db());
    expect(await db().select().from(faqArticles)).toHaveLength(shippedFaqSeed.articles.length);
    expect(await seedFaq(db())).toEqual({ written: 0, deleted: 0 });
  });
});
