import { print } from 'graphql';
import { GetFaqArticleListDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { shippedFaqSeed } from './seed-data';

const ARTICLES = print(GetFaqArticleListDocument);

/** The shipped articles whose text in the locale names the brand (as written: in Latin script). */
const articlesNaming = (brand: string, locale: Locale) =>
  shippedFaqSeed.articles
    .filter((article) =>
      [article.title[locale], article.summary[locale], article.body?.[locale] ?? ''].some((text) =>
        text.includes(brand),
      ),
    )
    .map((article) => article.slug)
    .sort();

// Searching the shipped knowledge base: brands typed in the reader's script or misspelled.
describe.each(testEngines)('searching the shipped knowledge base for a brand on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const search = async (text: string, language: Locale) => {
    const result = await t.graphql(ARTICLES, { filter: { search: text }, limit: 250 }, language);
    expect(result.errors).toBeUndefined();
    return result.data.faq_article_list as {
      list: Array<{ slug: string; highlight: string }>;
      meta: { total: number };
    };
  };
  const slugsFound = async (text: string, language: Locale) =>
    (await search(text, language)).list.map((article) => article.slug).sort();

  it.each(['телеграм', 'Телеграм', 'телеграмм', 'ТЕЛЕГРАМ', 'телеграме', 'телеграмом', 'тг'])(
    'finds the Telegram articles in Russian for «%s»',
    async (typed) => {
      const telegramArticles = articlesNaming('Telegram', 'ru');
      expect(telegramArticles.length).toBeGreaterThan(5);
      expect(await slugsFound(typed, 'ru')).toEqual(telegramArticles);
    },
  );

  it.each(['ტელეგრამი', 'ტელეგრამ', 'ტელეგრამში', 'телеграм'])(
    'finds the Telegram articles in Georgian for „%s“',
    async (typed) => {
      const telegramArticles = articlesNaming('Telegram', 'ka');
      expect(telegramArticles.length).toBeGreaterThan(5);
      expect(await slugsFound(typed, 'ka')).toEqual(telegramArticles);
    },
  );

  it('finds Donut typed in Cyrillic or Georgian script, and misspelled', async () => {
    expect(await slugsFound('донат', 'ru')).toEqual(articlesNaming('Donut', 'ru'));
    expect(await slugsFound('донута', 'ru')).toEqual(articlesNaming('Donut', 'ru'));
    expect(await slugsFound('დონატი', 'ka')).toEqual(articlesNaming('Donut', 'ka'));
  });

  it('highlights the brand as the article writes it', async () => {
    const { list } = await search('подключить телеграм', 'ru');
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].highlight).toContain('<mark>Telegram</mark>');
  });

  it('keeps the search syntax: a quoted phrase, a minus and "or" still work on the rewritten words', async () => {
    const same = async (typed: string, written: string, language: Locale) => {
      const found = await slugsFound(typed, language);
      expect(found).toEqual(await slugsFound(written, language));
      return found;
    };
    expect((await same('"бот донута"', '"бот Donut"', 'ru')).length).toBeGreaterThan(0);
    const withoutPasswords = await same('телеграм -пароль', 'Telegram -пароль', 'ru');
    expect(withoutPasswords.length).toBeGreaterThan(0);
    expect(withoutPasswords.length).toBeLessThan(articlesNaming('Telegram', 'ru').length);
    expect((await same('ტელეგრამი or ტარიფი', 'Telegram or ტარიფი', 'ka')).length).toBeGreaterThan(
      articlesNaming('Telegram', 'ka').length,
    );
  });

  it('leaves other words alone', async () => {
    expect(await slugsFound('телеграф', 'ru')).toEqual([]);
    expect(await slugsFound('Telegram', 'en')).toEqual(articlesNaming('Telegram', 'en'));
  });
});
