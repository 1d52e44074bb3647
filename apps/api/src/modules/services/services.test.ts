import fs from 'node:fs';
import path from 'node:path';
import { testEngines } from '../../testing/test-databases';
import {
  CAFE_BOT,
  createProjectBotTestApp,
  SALON_BOT,
  type ProjectBotTestApp,
} from '../project-bot/project-bot-testing';
import { customerHelpers, type Owner } from '../customers/customers-testing';
import { pngPicture } from '../projects/test-pictures';
import { Q, savePhotos, serviceInput } from './services-testing';

interface Service {
  id: string;
  name: string;
  category_id: string | null;
  is_visible: boolean;
  photos: Array<{ hash: string; url: string }>;
}

describe.each(testEngines)('the service catalogue on %s', (engine) => {
  let t: ProjectBotTestApp;
  let h: ReturnType<typeof customerHelpers>;
  let salon: Owner;
  let cafe: Owner;
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine);
    h = customerHelpers(t);
    salon = await h.ownerWithBot(SALON_BOT);
    cafe = await h.ownerWithBot(CAFE_BOT);
  });
  afterAll(() => t.dispose());

  const asOwner = (owner: Owner, query: string, variables: Record<string, unknown> = {}, language = 'en') =>
    t.graphql(query, { project_id: owner.projectId, ...variables }, language, owner.token);
  const ok = async (owner: Owner, query: string, variables: Record<string, unknown> = {}) => {
    const result = await asOwner(owner, query, variables);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    // An answer as JSON gives it, for reading in the test.
    return Object.values(result.data)[0] as ReturnType<typeof JSON.parse>;
  };
  const names = async (owner: Owner, variables: Record<string, unknown> = {}) =>
    (await ok(owner, Q.list, { limit: 100, ...variables })).list.map((service: Service) => service.name);

  it('shows the starter services as ordinary services the owner edits', async () => {
    const owner = await t.ownerWithProject();
    const starter = await ok(owner, Q.list);
    expect(starter.meta.total).toBeGreaterThanOrEqual(4);
    const first = starter.list[0];
    expect(first).toMatchObject({
      category_id: null,
      photos: [],
      price_is_from: false,
      discount_price_minor: null,
      is_visible: true,
      takes_applications: true,
      bookable_online: false,
      translations: [],
    });
    const edited = await ok(owner, Q.update, {
      id: first.id,
      input: serviceInput({ name: 'Consultation', price: '25.5', duration_hours: 1, duration_minutes: 15 }),
    });
    expect(edited).toMatchObject({ id: first.id, price_minor: 2550, duration_minutes: 75 });
    expect((await ok(owner, Q.list)).list[0].name).toBe('Consultation');
  });

  it('adds a category and a service with a discount, a "from" price, a length and translations', async () => {
    const beards = await ok(salon, Q.createCategory, {
      input: { name: 'Beards', translations: [{ language: 'ka', name: 'წვერი' }] },
    });
    expect(beards).toMatchObject({ name: 'Beards', is_visible: true, service_count: 0 });
    const service = await ok(salon, Q.create, {
      input: serviceInput({
        name: 'Royal shave',
        description: 'Hot towel and a straight razor',
        category_id: beards.id,
        price: '1 500,50',
        discount_price: '1200',
        price_is_from: true,
        duration_hours: 1,
        duration_minutes: 30,
        translations: [{ language: 'ru', name: 'Королевское бритьё', description: '' }],
        bookable_online: true,
      }),
    });
    expect(service).toMatchObject({
      category_id: beards.id,
      price_minor: 150050,
      discount_price_minor: 120000,
      price_is_from: true,
      duration_minutes: 90,
      bookable_online: true,
      translations: [{ language: 'ru', name: 'Королевское бритьё', description: null }],
    });
    const categories = await ok(salon, Q.categories);
    expect(categories.list.find((c: { id: string }) => c.id === beards.id).service_count).toBe(1);
    expect((await ok(salon, Q.one, { id: service.id })).name).toBe('Royal shave');
  });

  it('refuses a discount above the price with the spec §5 text in each language, and keeps nothing', async () => {
    const before = (await ok(salon, Q.list)).meta.total;
    const texts = {
      en: 'The discount price cannot be higher than the regular price',
      ru: 'Цена со скидкой не может быть выше обычной цены',
      ka: 'ფასდაკლებული ფასი არ შეიძლება იყოს ჩვეულებრივ ფასზე მაღალი',
    };
    for (const [language, text] of Object.entries(texts)) {
      const result = await asOwner(
        salon,
        Q.create,
        { input: serviceInput({ price: '40', discount_price: '45' }) },
        language,
      );
      expect(result.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { discount_price: text },
      });
    }
    const noLength = await asOwner(salon, Q.create, {
      input: serviceInput({ duration_minutes: null, price: '-1' }),
    });
    expect(noLength.errors?.[0].extensions.fields).toEqual({
      duration: 'Fill in either hours or minutes',
      price: 'Value must be a positive number',
    });
    const unknownCategory = await asOwner(salon, Q.create, {
      input: serviceInput({ category_id: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknownCategory.errors?.[0].extensions.fields).toEqual({ category_id: 'Invalid value' });
    expect((await ok(salon, Q.list)).meta.total).toBe(before);
  });

  it('searches, filters, sorts and pages the list', async () => {
    const owner = await t.ownerWithProject();
    for (const starter of (await ok(owner, Q.list)).list) await ok(owner, Q.remove, { id: starter.id });
    const kids = await ok(owner, Q.createCategory, { input: { name: 'Kids' } });
    await ok(owner, Q.create, {
      input: serviceInput({ name: 'Kid cut', price: '20', category_id: kids.id }),
    });
    await ok(owner, Q.create, { input: serviceInput({ name: 'Adult cut', price: '35' }) });
    const hidden = await ok(owner, Q.create, {
      input: serviceInput({
        name: 'Beard dye',
        price: '15',
        is_visible: false,
        description: 'Natural colour',
      }),
    });
    expect(await names(owner)).toEqual(['Kid cut', 'Adult cut', 'Beard dye']);
    expect(await names(owner, { search: 'CUT' })).toEqual(['Kid cut', 'Adult cut']);
    expect(await names(owner, { search: 'colour' })).toEqual(['Beard dye']);
    expect(await names(owner, { search: '%' })).toEqual([]);
    expect(await names(owner, { filter: { category_id: kids.id } })).toEqual(['Kid cut']);
    expect(await names(owner, { filter: { no_category: true } })).toEqual(['Adult cut', 'Beard dye']);
    expect(await names(owner, { filter: { is_visible: false } })).toEqual([hidden.name]);
    expect(await names(owner, { sort: { field: 'price', direction: 'desc' } })).toEqual([
      'Adult cut',
      'Kid cut',
      'Beard dye',
    ]);
    expect(await names(owner, { sort: { field: 'name', direction: 'asc' } })).toEqual([
      'Adult cut',
      'Beard dye',
      'Kid cut',
    ]);
    const page = await ok(owner, Q.list, { limit: 2, offset: 2 });
    expect(page.meta).toEqual({ count: 1, total: 3, has_next_page: false });
    const tooLong = await asOwner(owner, Q.list, { search: 'x'.repeat(101) });
    expect(tooLong.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('reorders services (a subset in its own places) and categories, and shows or hides in bulk', async () => {
    const owner = await t.ownerWithProject();
    const ids = (await ok(owner, Q.list)).list.map((service: Service) => service.id);
    const before = await names(owner);
    // The last two swap; the others keep their places.
    await ok(owner, Q.reorder, { ids: [ids[3], ids[2]] });
    expect(await names(owner)).toEqual([before[0], before[1], before[3], before[2]]);
    const wrong = await asOwner(owner, Q.reorder, { ids: [ids[0], ids[0]] });
    expect(wrong.errors?.[0].extensions.fields).toEqual({ ids: 'Value must be unique' });
    const foreign = (await ok(cafe, Q.list)).list[0].id;
    const mixed = await asOwner(owner, Q.reorder, { ids: [foreign, ids[0]] });
    expect(mixed.errors?.[0].extensions.fields).toEqual({ ids: 'Invalid value' });

    expect(await ok(owner, Q.visibility, { ids: [ids[0], ids[1], foreign], is_visible: false })).toBe(2);
    expect(await ok(owner, Q.visibility, { ids: [ids[0]], is_visible: false })).toBe(0);
    expect(await names(owner, { filter: { is_visible: false } })).toEqual([before[0], before[1]]);
    expect((await ok(cafe, Q.one, { id: foreign })).is_visible).toBe(true);

    const a = await ok(owner, Q.createCategory, { input: { name: 'A' } });
    const b = await ok(owner, Q.createCategory, { input: { name: 'B' } });
    const c = await ok(owner, Q.createCategory, { input: { name: 'C' } });
    await ok(owner, Q.reorderCategories, { ids: [c.id, a.id, b.id] });
    const order = (await ok(owner, Q.categories)).list.map((category: { name: string }) => category.name);
    expect(order).toEqual(['C', 'A', 'B']);
  });

  it('hides a category, refuses a name another has, and asks where a deleted category’s services go', async () => {
    const owner = await t.ownerWithProject();
    const ids = (await ok(owner, Q.list)).list.map((service: Service) => service.id);
    const hair = await ok(owner, Q.createCategory, { input: { name: 'Hair' } });
    const nails = await ok(owner, Q.createCategory, { input: { name: 'Nails' } });
    const taken = await asOwner(owner, Q.createCategory, { input: { name: ' hair ' } }, 'ru');
    expect(taken.errors?.[0].extensions.fields).toEqual({ name: 'Такой вариант уже существует' });
    const renamed = await asOwner(owner, Q.updateCategory, { id: nails.id, input: { name: 'HAIR' } });
    expect(renamed.errors?.[0].extensions.fields).toEqual({ name: 'This option already exists' });
    const hidden = await ok(owner, Q.updateCategory, {
      id: hair.id,
      input: { name: 'Hair', is_visible: false },
    });
    expect(hidden.is_visible).toBe(false);

    for (const id of ids.slice(0, 2))
      await ok(owner, Q.update, { id, input: serviceInput({ name: `In hair ${id}`, category_id: hair.id }) });
    const self = await asOwner(owner, Q.removeCategory, { id: hair.id, move_services_to: hair.id });
    expect(self.errors?.[0].extensions.fields).toEqual({ move_services_to: 'Invalid value' });

    expect(await ok(owner, Q.removeCategory, { id: hair.id, move_services_to: nails.id })).toBe(true);
    expect((await ok(owner, Q.list, { filter: { category_id: nails.id } })).meta.total).toBe(2);
    expect(await ok(owner, Q.removeCategory, { id: nails.id })).toBe(true);
    expect((await ok(owner, Q.list, { filter: { no_category: true } })).meta.total).toBe(ids.length);
    expect((await ok(owner, Q.categories)).list).toEqual([]);
    const gone = await asOwner(owner, Q.removeCategory, { id: nails.id });
    expect(gone.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('keeps photos in order, refuses an 11th, and lets a removed photo’s file go', async () => {
    const owner = await t.ownerWithProject();
    const created = await savePhotos(
      t,
      owner.token,
      Q.create,
      { project_id: owner.projectId, input: serviceInput({ name: 'With photos' }) },
      [
        { name: 'one.png', content: pngPicture(11) },
        { name: 'two.png', content: pngPicture(12) },
      ],
    );
    expect(created.errors).toBeUndefined();
    const service = created.data.create_service;
    const [one, two] = service.photos;
    expect(service.photos.map((photo: { name: string }) => photo.name)).toEqual(['one.png', 'two.png']);

    const swapped = await ok(owner, Q.update, {
      id: service.id,
      input: serviceInput({ name: 'With photos', photos: [two.hash] }),
    });
    expect(swapped.photos.map((photo: { hash: string }) => photo.hash)).toEqual([two.hash]);
    const gone = await t.app.inject({ method: 'GET', url: new URL(one.url).pathname });
    expect(gone.statusCode).toBe(404);

    const eleven = Array.from({ length: 10 }, (_, index) => ({
      name: `p${index}.png`,
      content: pngPicture(100 + index),
    }));
    const tooMany = await savePhotos(
      t,
      owner.token,
      Q.update,
      { project_id: owner.projectId, id: service.id, input: serviceInput({ name: 'With photos' }) },
      eleven,
    );
    expect(tooMany.errors?.[0].extensions.fields).toEqual({ photo_uploads: 'Maximum 10 files' });
    const bad = await savePhotos(
      t,
      owner.token,
      Q.update,
      { project_id: owner.projectId, id: service.id, input: serviceInput({ name: 'With photos' }) },
      [{ name: 'fake.png', content: Buffer.from('not a picture') }],
    );
    expect(bad.errors?.[0].extensions.fields).toEqual({ photo_uploads: 'Invalid file type' });
    const stored = fs
      .readdirSync(path.join(t.dataDir, 'uploads', 'services'), { recursive: true })
      .filter((file) => String(file).includes('.'));
    expect(stored).toHaveLength(1);

    await ok(owner, Q.remove, { id: service.id });
    const removed = await t.app.inject({ method: 'GET', url: new URL(two.url).pathname });
    expect(removed.statusCode).toBe(404);
  });

  it("keeps owners, customers and visitors out of another project's catalogue", async () => {
    const category = await ok(salon, Q.createCategory, { input: { name: 'Private category' } });
    const service = await ok(salon, Q.create, {
      input: serviceInput({ name: 'Private service', category_id: category.id }),
    });
    const cafeCustomer = await h.customerOf(cafe, CAFE_BOT);
    const probes: Array<[string, Record<string, unknown>]> = [
      [Q.list, {}],
      [Q.one, { id: service.id }],
      [Q.categories, {}],
      [Q.create, { input: serviceInput() }],
      [Q.update, { id: service.id, input: serviceInput({ name: 'Hijacked' }) }],
      [Q.remove, { id: service.id }],
      [Q.reorder, { ids: [service.id] }],
      [Q.visibility, { ids: [service.id], is_visible: false }],
      [Q.createCategory, { input: { name: 'Intruder' } }],
      [Q.updateCategory, { id: category.id, input: { name: 'Hijacked' } }],
      [Q.removeCategory, { id: category.id }],
      [Q.reorderCategories, { ids: [category.id] }],
    ];
    for (const [query, variables] of probes) {
      const vars = { project_id: salon.projectId, ...variables };
      const byCafeOwner = await t.graphql(query, vars, 'en', cafe.token);
      const byCafeCustomer = await t.graphql(query, vars, 'en', cafeCustomer.access);
      const byVisitor = await t.graphql(query, vars, 'en');
      expect(byCafeOwner.errors?.[0].extensions.code, query).toBe('NOT_FOUND');
      expect(byCafeCustomer.errors?.[0].extensions.code, query).toBe('UNAUTHENTICATED');
      expect(byVisitor.errors?.[0].extensions.code, query).toBe('UNAUTHENTICATED');
      for (const result of [byCafeOwner, byCafeCustomer, byVisitor])
        expect(JSON.stringify(result)).not.toMatch(/Private|Hijacked/);
    }
    // The cafe's owner cannot reach the salon's rows through the cafe's own project either.
    const crossed = await asOwner(cafe, Q.one, { id: service.id });
    expect(crossed.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const moved = await asOwner(cafe, Q.create, { input: serviceInput({ category_id: category.id }) });
    expect(moved.errors?.[0].extensions.fields).toEqual({ category_id: 'Invalid value' });
    const stolen = await asOwner(cafe, Q.removeCategory, {
      id: (await ok(cafe, Q.createCategory, { input: { name: 'Cafe own' } })).id,
      move_services_to: category.id,
    });
    expect(stolen.errors?.[0].extensions.fields).toEqual({ move_services_to: 'Invalid value' });
    expect((await ok(salon, Q.one, { id: service.id })).name).toBe('Private service');
  });
});
