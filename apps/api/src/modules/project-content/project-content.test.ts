import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import {
  GetProductCategoryListDocument,
  GetServiceListDocument,
  GetWorkingHoursDocument,
  SaveProjectDocument,
} from '@donut/graphql';
import { currencies, directions, languages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerClient } from '../../testing/clients';
import { workingDayProblems } from './working-day-rules';

const SAVE = print(SaveProjectDocument);
const SERVICES = print(GetServiceListDocument);
const CATEGORIES = print(GetProductCategoryListDocument);
const HOURS = print(GetWorkingHoursDocument);

describe.each(testEngines)('starter content and its queries on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  let counter = 0;
  const address = () => `start-${Date.now().toString(36)}-${counter++}`;
  const idOf = async (table: typeof currencies | typeof directions, code: string) =>
    String((await t.db.select({ id: table.id }).from(table).where(eq(table.code, code)))[0].id);
  const languageId = async (code: string) =>
    String(
      (await t.db.select({ id: languages.id }).from(languages).where(eq(languages.abbrBack, code)))[0].id,
    );

  async function createProject(token: string, locale: string, variables: Record<string, unknown>) {
    const result = await t.graphql(SAVE, { name: 'Starter', domain: address(), ...variables }, locale, token);
    expect(result.errors).toBeUndefined();
    return result.data.save_project as { id: string };
  }

  it('gives a Russian barbershop in roubles its typical services, priced in kopecks, in display order', async () => {
    const { tokens } = await registerClient(t);
    const project = await createProject(tokens.access_token, 'ru', {
      currency_id: await idOf(currencies, 'RUB'),
      direction_id: await idOf(directions, 'barbershop'),
      language_id: await languageId('ru'),
    });
    const { list, meta } = (await t.graphql(SERVICES, { project_id: project.id }, 'ru', tokens.access_token))
      .data.service_list;
    expect(meta).toEqual({ count: 7, total: 7, has_next_page: false });
    expect(list[0]).toMatchObject({
      name: 'Мужская стрижка',
      description: 'Машинка и ножницы, мытьё головы и укладка',
      price_minor: 120_000,
      duration_minutes: 60,
    });
    expect(list.map((service: { name: string }) => service.name)).toContain('Моделирование бороды');
    for (const service of list) expect(service.price_minor % 100).toBe(0);
    const categories = (await t.graphql(CATEGORIES, { project_id: project.id }, 'ru', tokens.access_token))
      .data.product_category_list;
    expect(categories).toEqual({ list: [], meta: { count: 0, total: 0, has_next_page: false } });
  });

  it('writes a Georgian barbershop in lari in Georgian, whatever language the request speaks', async () => {
    const { tokens } = await registerClient(t);
    const project = await createProject(tokens.access_token, 'en', {
      currency_id: await idOf(currencies, 'GEL'),
      direction_id: await idOf(directions, 'barbershop'),
      language_id: await languageId('ka'),
    });
    const { list } = (
      await t.graphql(SERVICES, { project_id: project.id, limit: 2 }, 'en', tokens.access_token)
    ).data.service_list;
    expect(list).toEqual([
      expect.objectContaining({ name: 'მამაკაცის თმის შეჭრა', price_minor: 4_000, duration_minutes: 60 }),
      expect.objectContaining({ name: 'წვერის მოდელირება', price_minor: 2_500, duration_minutes: 30 }),
    ]);
  });

  it('writes in the request language when the project language is not one the product speaks', async () => {
    const { tokens } = await registerClient(t);
    const project = await createProject(tokens.access_token, 'en', {
      currency_id: await idOf(currencies, 'JPY'),
      direction_id: await idOf(directions, 'barbershop'),
      language_id: await languageId('de'),
    });
    const first = (await t.graphql(SERVICES, { project_id: project.id, limit: 1 }, 'ka', tokens.access_token))
      .data.service_list.list[0];
    // Yen have no minor unit: 2 000 yen are stored as 2000.
    expect(first).toMatchObject({ name: "Men's haircut", price_minor: 2_000 });
  });

  it('gives a clothing store catalogue categories and no services', async () => {
    const { tokens } = await registerClient(t);
    const project = await createProject(tokens.access_token, 'en', {
      direction_id: await idOf(directions, 'clothing-store'),
      currency_id: await idOf(currencies, 'EUR'),
    });
    const categories = (await t.graphql(CATEGORIES, { project_id: project.id }, 'en', tokens.access_token))
      .data.product_category_list;
    expect(categories.meta).toEqual({ count: 8, total: 8, has_next_page: false });
    expect(categories.list.slice(0, 3).map((category: { name: string }) => category.name)).toEqual([
      "Women's clothing",
      "Men's clothing",
      "Children's clothing",
    ]);
    const page = (
      await t.graphql(CATEGORIES, { project_id: project.id, limit: 3, offset: 6 }, 'en', tokens.access_token)
    ).data.product_category_list;
    expect(page).toEqual({
      list: [expect.objectContaining({ name: 'Shoes' }), expect.objectContaining({ name: 'Accessories' })],
      meta: { count: 2, total: 8, has_next_page: false },
    });
    expect(
      (await t.graphql(SERVICES, { project_id: project.id }, 'en', tokens.access_token)).data.service_list
        .meta.total,
    ).toBe(0);
  });

  it('gives a restaurant menu sections and a free table reservation', async () => {
    const { tokens } = await registerClient(t);
    const project = await createProject(tokens.access_token, 'ru', {
      direction_id: await idOf(directions, 'restaurant'),
      currency_id: await idOf(currencies, 'RUB'),
    });
    const services = (await t.graphql(SERVICES, { project_id: project.id }, 'ru', tokens.access_token)).data
      .service_list.list;
    expect(services[0]).toMatchObject({ name: 'Бронирование стола', price_minor: 0 });
    const categories = (await t.graphql(CATEGORIES, { project_id: project.id }, 'ru', tokens.access_token))
      .data.product_category_list.list;
    expect(categories.map((category: { name: string }) => category.name)).toContain('Горячие блюда');
  });

  it('leaves prices to the owner when the project has no currency, and starts without a direction like "other"', async () => {
    const { tokens } = await registerClient(t);
    const project = await createProject(tokens.access_token, 'en', {});
    const services = (await t.graphql(SERVICES, { project_id: project.id }, 'en', tokens.access_token)).data
      .service_list.list;
    expect(services.map((service: { name: string }) => service.name)).toEqual([
      'Consultation',
      'Standard service',
      'Extended service',
      'Express service',
    ]);
    expect(services.every((service: { price_minor: number }) => service.price_minor === 0)).toBe(true);
  });

  it('answers a working week of seven valid days, Monday first', async () => {
    const { tokens } = await registerClient(t);
    const project = await createProject(tokens.access_token, 'en', {
      direction_id: await idOf(directions, 'lawyer'),
    });
    const week = (await t.graphql(HOURS, { project_id: project.id }, 'en', tokens.access_token)).data
      .working_hours;
    expect(week.map((day: { weekday: number }) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[0]).toEqual({
      weekday: 1,
      is_day_off: false,
      opens_at: '09:00',
      closes_at: '18:00',
      break_starts_at: '13:00',
      break_ends_at: '14:00',
    });
    expect(week[6]).toEqual({
      weekday: 7,
      is_day_off: true,
      opens_at: null,
      closes_at: null,
      break_starts_at: null,
      break_ends_at: null,
    });
    for (const day of week) {
      const stored = {
        isDayOff: day.is_day_off,
        opensAt: day.opens_at,
        closesAt: day.closes_at,
        breakStartsAt: day.break_starts_at,
        breakEndsAt: day.break_ends_at,
      };
      expect(workingDayProblems(stored)).toEqual([]);
    }
  });

  it('creates the content once: changing the project keeps it as it is', async () => {
    const { tokens } = await registerClient(t);
    const project = await createProject(tokens.access_token, 'en', {
      direction_id: await idOf(directions, 'barbershop'),
    });
    const updated = await t.graphql(
      SAVE,
      { id: project.id, name: 'Renamed', direction_id: await idOf(directions, 'dishes') },
      'en',
      tokens.access_token,
    );
    expect(updated.errors).toBeUndefined();
    expect(
      (await t.graphql(SERVICES, { project_id: project.id }, 'en', tokens.access_token)).data.service_list
        .meta.total,
    ).toBe(7);
    expect(
      (await t.graphql(CATEGORIES, { project_id: project.id }, 'en', tokens.access_token)).data
        .product_category_list.meta.total,
    ).toBe(0);
  });

  it("answers another owner's project exactly as a project nobody has, on all three queries", async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    const project = await createProject(a.tokens.access_token, 'en', {
      direction_id: await idOf(directions, 'barbershop'),
    });
    for (const query of [SERVICES, CATEGORIES, HOURS]) {
      const foreign = await t.graphql(query, { project_id: project.id }, 'ru', b.tokens.access_token);
      const nobodys = await t.graphql(
        query,
        { project_id: '00000000-0000-4000-8000-000000000000' },
        'ru',
        b.tokens.access_token,
      );
      expect(foreign.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
      expect(foreign.errors?.[0].message).toBe(nobodys.errors?.[0].message);
      expect(foreign.data).toBeNull();
      expect(
        (
          await t.graphql(
            query,
            { project_id: '00000000-0000-4000-8000-000000000000' },
            'en',
            a.tokens.access_token,
          )
        ).errors?.[0].extensions.code,
      ).toBe('NOT_FOUND');
      // Not an id at all: the input layer refuses it before any query (ADR 0015).
      expect(
        (await t.graphql(query, { project_id: 'not-an-id' }, 'en', a.tokens.access_token)).errors?.[0]
          .extensions.code,
      ).toBe('BAD_USER_INPUT');
      expect((await t.graphql(query, { project_id: project.id })).errors?.[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
    }
  });

  it.each([0, 101, -1])('refuses a page of %d rows in the user language', async (limit) => {
    const { tokens } = await registerClient(t);
    const project = await createProject(tokens.access_token, 'en', {});
    for (const query of [SERVICES, CATEGORIES]) {
      const result = await t.graphql(query, { project_id: project.id, limit }, 'en', tokens.access_token);
      expect(result.errors?.[0]).toMatchObject({
        message: 'The page size must be between 1 and 100.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const ka = await t.graphql(SERVICES, { project_id: project.id, limit }, 'ka', tokens.access_token);
    expect(ka.errors?.[0].message).toMatch(/100/);
    expect(ka.errors?.[0].message).toMatch(/[\u10D0-\u10FF]/);
  });
});
