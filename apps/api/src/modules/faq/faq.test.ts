import { print } from 'graphql';
import {
  GetFaqArticleDocument,
  GetFaqArticleListDocument,
  GetFaqCategoryDocument,
  GetFaqCategoryListDocument,
} from '@donut/graphql';
import { faqArticles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { seedFaq } from './faq.seed';
import { shippedFaqSeed } from './seed-data';
import { testFaqSeed } from './testing/faq-test-seed';

const CATEGORIES = print(GetFaqCategoryListDocument);
const CATEGORY = print(GetFaqCategoryDocument);
const ARTICLES = print(GetFaqArticleListDocument);
const ARTICLE = print(GetFaqArticleDocument);

describe.each(testEngines)('knowledge base on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it('starts with the shipped articles seeded', async () => {
    expect(await t.db.select().from(faqArticles)).toHaveLength(shippedFaqSeed.articles.length);
    await seedFaq(t.db, testFaqSeed);
  });

  const slugs = (list: Array<{ slug: string }>) => list.map((article) => article.slug);
  const articles = async (variables: Record<string, unknown>, language = 'en') =>
    (await t.graphql(ARTICLES, variables, language)).data.faq_article_list;
  const codeOf = (result: { errors?: any[] }) => result.errors?.[0].extensions.code;

  describe('categories', () => {
    it('lists the eight sections in order, in the reader’s language, with their article counts', async () => {
      const { list, meta } = (await t.graphql(CATEGORIES, {}, 'ru')).data.faq_category_list;
      expect(meta).toEqual({ count: 8, total: 8, has_next_page: false });
      expect(list[0]).toMatchObject({ slug: 'getting-started', name: 'Начало работы', article_count: 0 });
      expect(list.find((category: { slug: string }) => category.slug === 'projects')).toMatchObject({
        name: 'Проекты и сайт',
        article_count: 1,
      });
      expect(
        list.find((category: { slug: string }) => category.slug === 'chats-and-bots').article_count,
      ).toBe(1);
    });

    it('pages the list and checks its limits', async () => {
      const page = (await t.graphql(CATEGORIES, { limit: 3, offset: 6 }, 'en')).data.faq_category_list;
      expect(page.meta).toEqual({ count: 2, total: 8, has_next_page: false });
      expect(page.list[0].slug).toBe('billing');
      expect(codeOf(await t.graphql(CATEGORIES, { limit: 0 }, 'en'))).toBe('BAD_USER_INPUT');
      expect(codeOf(await t.graphql(CATEGORIES, { limit: 251 }, 'en'))).toBe('BAD_USER_INPUT');
      expect(codeOf(await t.graphql(CATEGORIES, { offset: -1 }, 'en'))).toBe('BAD_USER_INPUT');
    });

    it('finds one section by slug, NOT_FOUND otherwise', async () => {
      expect((await t.graphql(CATEGORY, { slug: 'shop' }, 'ka')).data.faq_category).toMatchObject({
        name: 'მაღაზია და შეკვეთები',
        article_count: 0,
      });
      const missing = await t.graphql(CATEGORY, { slug: 'nope' }, 'ru');
      expect(codeOf(missing)).toBe('NOT_FOUND');
      expect(missing.errors?.[0].message).toBe('Раздел базы знаний не найден.');
    });
  });

  describe('articles', () => {
    it('gives an article as safe HTML with its headings, its category, and null highlight', async () => {
      const article = (await t.graphql(ARTICLE, { slug: 'create-project' }, 'ru')).data.faq_article;
      expect(article).toMatchObject({
        title: 'Как создать проект',
        is_popular: true,
        headings: [
          { anchor: 'pervyy-shag', text: 'Первый шаг' },
          { anchor: 'adres-sayta', text: 'Адрес сайта' },
        ],
        category: { slug: 'projects', name: 'Проекты и сайт', article_count: 1 },
      });
      expect(article.content_html).toContain('<a href="/ru/client/projects">список проектов</a>');
      expect(article.content_html).toContain('Адрес &amp; домен &lt;b&gt;сайта&lt;/b&gt;');
      expect(new Date(article.updated_at).getTime()).not.toBeNaN();
    });

    it('shows an article in development with its title and no content', async () => {
      const article = (await t.graphql(ARTICLE, { slug: 'bot-builder' }, 'ka')).data.faq_article;
      expect(article).toMatchObject({ title: 'ბოტების კონსტრუქტორი', content_html: null, headings: [] });
    });

    it('answers NOT_FOUND, in the reader’s language, for an unknown or absurd slug', async () => {
      const missing = await t.graphql(ARTICLE, { slug: 'no-such-article' }, 'ka');
      expect(codeOf(missing)).toBe('NOT_FOUND');
      expect(missing.errors?.[0].message).toBe('სტატია ვერ მოიძებნა.');
      expect(codeOf(await t.graphql(ARTICLE, { slug: 'x'.repeat(5000) }, 'en'))).toBe('NOT_FOUND');
    });

    it('lists popular articles first, then in seed order', async () => {
      const { list, meta } = await articles({});
      expect(slugs(list)).toEqual(['create-project', 'bot-builder', 'online-booking']);
      expect(meta).toEqual({ count: 3, total: 3, has_next_page: false });
      expect(list.every((article: { highlight: string | null }) => article.highlight === null)).toBe(true);
    });

    it('filters by section, by popularity and leaves one article out', async () => {
      expect(slugs((await articles({ filter: { category_slug: 'services-and-booking' } })).list)).toEqual([
        'online-booking',
      ]);
      expect(slugs((await articles({ filter: { category_slug: 'shop' } })).list)).toEqual([]);
      expect((await articles({ filter: { category_slug: 'no-such-section' } })).meta.total).toBe(0);
      expect(slugs((await articles({ filter: { is_popular: true } })).list)).toEqual([
        'create-project',
        'bot-builder',
      ]);
      expect(slugs((await articles({ filter: { is_popular: false } })).list)).toEqual(['online-booking']);
      expect(slugs((await articles({ filter: { exclude_slug: 'create-project' } })).list)).toEqual([
        'bot-builder',
        'online-booking',
      ]);
    });

    it('pages the list and checks its limits', async () => {
      const page = await articles({ limit: 2, offset: 0 });
      expect(page.meta).toEqual({ count: 2, total: 3, has_next_page: true });
      expect(slugs((await articles({ limit: 2, offset: 2 })).list)).toEqual(['online-booking']);
      expect(codeOf(await t.graphql(ARTICLES, { limit: 0 }, 'en'))).toBe('BAD_USER_INPUT');
      expect(codeOf(await t.graphql(ARTICLES, { limit: 251 }, 'en'))).toBe('BAD_USER_INPUT');
    });
  });

  describe('search', () => {
    it('finds a Russian word in another form ("проекта" → "проект"), the title match first', async () => {
      const { list } = await articles({ filter: { search: 'проекта' } }, 'ru');
      expect(slugs(list)).toEqual(['create-project', 'online-booking']);
      expect(slugs((await articles({ filter: { search: 'клиента' } }, 'ru')).list)).toEqual([
        'online-booking',
      ]);
    });

    it('stems English words ("creates" finds "Creating", "bookings" finds "booking")', async () => {
      expect(slugs((await articles({ filter: { search: 'creates' } }, 'en')).list)).toEqual([
        'create-project',
      ]);
      expect(slugs((await articles({ filter: { search: 'bookings' } }, 'en')).list)).toEqual([
        'online-booking',
      ]);
    });

    it('matches Georgian words as written', async () => {
      expect(slugs((await articles({ filter: { search: 'პროექტი' } }, 'ka')).list)).toEqual([
        'create-project',
      ]);
      expect(slugs((await articles({ filter: { search: 'სერვისს' } }, 'ka')).list)).toEqual([
        'online-booking',
      ]);
      expect(slugs((await articles({ filter: { search: 'პროექტ' } }, 'ka')).list)).toEqual([]);
    });

    it('searches only the reader’s language, combined with the filters', async () => {
      expect((await articles({ filter: { search: 'проекта' } }, 'en')).meta.total).toBe(0);
      expect(
        slugs((await articles({ filter: { search: 'проекта', exclude_slug: 'create-project' } }, 'ru')).list),
      ).toEqual(['online-booking']);
      expect(
        slugs((await articles({ filter: { search: 'проекта', category_slug: 'projects' } }, 'ru')).list),
      ).toEqual(['create-project']);
    });

    it('highlights the matches in <mark> and escapes everything else', async () => {
      const [article] = (await articles({ filter: { search: 'адрес' } }, 'ru')).list;
      expect(article.highlight).toContain('<mark>Адрес</mark> &amp; домен');
      expect(article.highlight.replace(/<\/?mark>/g, '')).not.toContain('<');
    });

    it('refuses a search over 100 characters in the reader’s language, and ignores a blank one', async () => {
      const long = await t.graphql(ARTICLES, { filter: { search: 'а'.repeat(101) } }, 'ru');
      expect(codeOf(long)).toBe('BAD_USER_INPUT');
      expect(long.errors?.[0].message).toBe('Текст поиска должен быть не длиннее 100 символов.');
      expect((await articles({ filter: { search: 'а'.repeat(100) } }, 'ru')).meta.total).toBe(0);
      expect((await articles({ filter: { search: '   ' } })).meta.total).toBe(3);
    });

    it('survives search syntax and stop words without an error', async () => {
      expect((await articles({ filter: { search: '"the" OR -' } }, 'en')).meta.total).toBe(0);
      expect(slugs((await articles({ filter: { search: '"online booking" -website' } }, 'en')).list)).toEqual(
        ['online-booking'],
      );
      expect(
        (await articles({ filter: { search: "' ); drop table faq_articles; --" } }, 'en')).meta.total,
      ).toBe(0);
    });
  });
});
