import { print } from 'graphql';
import {
  GetCountryListDocument,
  GetCurrencyListDocument,
  GetDirectionListDocument,
  GetLanguageListDocument,
  GetTimezoneListDocument,
} from '@donut/graphql';
import { count } from 'drizzle-orm';
import { countries, rates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { seedReferenceData } from './reference.seed';
import { utcOffsetLabel } from './reference.service';

describe.each(testEngines)('reference data on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const georgia = { filter: { search: 'GE' }, limit: 5 };

  it.each([
    ['ru', 'Грузия'],
    ['en', 'Georgia'],
    ['ka', 'საქართველო'],
  ])('answers country names in %s', async (language, name) => {
    const { data } = await t.graphql(print(GetCountryListDocument), georgia, language);
    expect(data.country_list.info.map((c: { name: string }) => c.name)).toContain(name);
  });

  it('answers in ru when X-Language is missing or unknown, and understands browser tags', async () => {
    const query = print(GetDirectionListDocument);
    expect((await t.graphql(query)).data.direction_list[0].name).toBe('Салон красоты');
    expect((await t.graphql(query, {}, 'de')).data.direction_list[0].name).toBe('Салон красоты');
    expect((await t.graphql(query, {}, 'ka-GE')).data.direction_list[0].name).toBe('სილამაზის სალონი');
  });

  it('pages countries with meta', async () => {
    const first = (await t.graphql(print(GetCountryListDocument), { limit: 100, offset: 0 }, 'en')).data
      .country_list;
    const last = (await t.graphql(print(GetCountryListDocument), { limit: 100, offset: 200 }, 'en')).data
      .country_list;
    expect(first.meta).toEqual({ count: 100, has_next_page: true, total: first.meta.total });
    expect(first.meta.total).toBeGreaterThan(240);
    expect(last.meta.has_next_page).toBe(false);
    expect(last.meta.count).toBe(first.meta.total - 200);
    const ids = new Set([...first.info, ...last.info].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(first.info.length + last.info.length);
  });

  it('sorts by the name in the request language', async () => {
    const { data } = await t.graphql(
      print(GetCountryListDocument),
      { limit: 3, order_by: { field: 'name', direction: 'desc' } },
      'en',
    );
    const names = data.country_list.info.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('searches currencies by name and code, treating % literally', async () => {
    const byName = await t.graphql(print(GetCurrencyListDocument), { filter: { search: 'лари' } }, 'ru');
    expect(byName.data.currency_list.info).toEqual([
      expect.objectContaining({ code: 'GEL', symbol: '₾', name: 'Грузинский лари' }),
    ]);
    const byCode = await t.graphql(print(GetCurrencyListDocument), { filter: { search: 'usd' } }, 'ka');
    expect(byCode.data.currency_list.info[0]).toMatchObject({ code: 'USD' });
    const wildcard = await t.graphql(print(GetCurrencyListDocument), { filter: { search: '%' } }, 'en');
    expect(wildcard.data.currency_list.meta.total).toBe(0);
  });

  it('lists languages with abbreviations and visibility', async () => {
    const { data } = await t.graphql(print(GetLanguageListDocument), { filter: { is_visible: true } }, 'en');
    expect(data.language_list.info).toEqual([
      expect.objectContaining({ name: 'Russian', abbr_back: 'ru', abbr_front: 'ru', is_visible: true }),
      expect.objectContaining({ name: 'English', abbr_back: 'en', abbr_front: 'en', is_visible: true }),
      expect.objectContaining({ name: 'Georgian', abbr_back: 'ka', abbr_front: 'ka', is_visible: true }),
    ]);
  });

  it('lists the target businesses and time zones with their current offset', async () => {
    const directions = (await t.graphql(print(GetDirectionListDocument), {}, 'en')).data.direction_list;
    expect(directions.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining([
        'Beauty salon',
        'Barbershop',
        'Fitness',
        'Lawyer',
        'Notary',
        'Car wash',
        'Restaurant',
      ]),
    );
    const zones = (await t.graphql(print(GetTimezoneListDocument), {}, 'ka')).data.timezone_list;
    expect(zones).toContainEqual({ id: 'Asia/Tbilisi', name: '(UTC+04:00) თბილისი' });
  });

  it('refuses out-of-range pages with a localized error and no data', async () => {
    const tooMany = await t.graphql(print(GetCountryListDocument), { limit: 1000 }, 'ru');
    expect(tooMany.data).toBeNull();
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'Размер страницы должен быть от 1 до 250.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const negative = await t.graphql(print(GetCurrencyListDocument), { offset: -1 }, 'ka');
    expect(negative.errors?.[0].message).toBe('წანაცვლება უნდა იყოს 0-დან 100000-მდე.');
  });

  it('seeds idempotently', async () => {
    const before = await t.db.select({ n: count() }).from(countries);
    await seedReferenceData(t.db);
    await seedReferenceData(t.db);
    const after = await t.db.select({ n: count() }).from(countries);
    expect(after[0].n).toBe(before[0].n);
    expect((await t.db.select({ n: count() }).from(rates))[0].n).toBe(7);
  });
});

describe('utcOffsetLabel', () => {
  it('follows daylight saving time', () => {
    expect(utcOffsetLabel('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(utcOffsetLabel('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(utcOffsetLabel('Etc/UTC', new Date())).toBe('UTC+00:00');
    expect(utcOffsetLabel('Asia/Kolkata', new Date())).toBe('UTC+05:30');
  });
});
