import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { ownerWithProject } from '../../testing/owners';
import { clients, products, projects, rates, subscriptions } from '../../db/schema';
import { pngPicture } from '../projects/test-pictures';
import { savePhotos } from '../services/services-testing';
import { P, simpleProduct } from './shop-testing';

describe.each(testEngines)("the plan's max_products on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // A small limit keeps the test quick; the rule is the same at 50 or 100 000.
    await t.db.update(rates).set({ maxProducts: 3 }).where(eq(rates.code, 'start'));
  });
  afterAll(() => t.dispose());

  /** An owner on the Start plan with two projects. */
  async function ownerOnStart() {
    const first = await ownerWithProject(t);
    const [start] = await t.db.select({ id: rates.id }).from(rates).where(eq(rates.code, 'start'));
    await t.db
      .update(subscriptions)
      .set({ rateId: start.id })
      .where(eq(subscriptions.clientId, first.ownerId));
    const second = await t.graphql(
      'mutation($name: String!, $domain: String) { save_project(name: $name, domain: $domain) { id } }',
      { name: 'Second shop', domain: `${first.domain}-2` },
      'en',
      first.ownerToken,
    );
    const projectIds = [first.projectId, second.data.save_project.id as string];
    const create = (projectId: string, language = 'en') =>
      t.graphql(P.create, { project_id: projectId, input: simpleProduct() }, language, first.ownerToken);
    const total = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(products)
          .innerJoin(projects, eq(projects.id, products.projectId))
          .where(eq(projects.clientId, first.ownerId))
      )[0].n;
    return { ...first, projectIds, create, total };
  }

  it('counts the products of all the owner’s projects and refuses one more, naming the plan', async () => {
    const owner = await ownerOnStart();
    expect((await owner.create(owner.projectIds[0])).errors).toBeUndefined();
    expect((await owner.create(owner.projectIds[1])).errors).toBeUndefined();
    expect((await owner.create(owner.projectIds[1])).errors).toBeUndefined();
    const refused = await owner.create(owner.projectIds[0], 'ru');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Тариф «Старт» позволяет до 3 товаров. Чтобы добавить больше, выберите тариф побольше.',
      extensions: { code: 'PLAN_LIMIT_REACHED' },
    });
    expect(await owner.total()).toBe(3);
  });

  it("counts a product's photos towards the plan's storage and keeps nothing of one that does not fit", async () => {
    const owner = await ownerOnStart();
    const photo = { name: 'photo.png', content: pngPicture(92) };
    const variables = { project_id: owner.projectId, input: simpleProduct({ name: 'Pictured' }) };
    const saved = await savePhotos(t, owner.ownerToken, P.create, variables, [photo]);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.create_product.photos).toHaveLength(1);
    // The avatar fills what is left of the plan's 1 GB.
    await t.db
      .update(clients)
      .set({
        avatar: {
          hash: 'x',
          name: 'huge.png',
          size: 1024 ** 3 - photo.content.length,
          key: 'avatars/huge.png',
        },
      })
      .where(eq(clients.id, owner.ownerId));
    const refused = await savePhotos(t, owner.ownerToken, P.create, variables, [
      { name: 'more.png', content: pngPicture(93) },
    ]);
    expect(refused.errors?.[0].extensions.code).toBe('PLAN_LIMIT_REACHED');
    expect(await owner.total()).toBe(1);
    const files = fs
      .readdirSync(path.join(t.dataDir, 'uploads', 'products'), { recursive: true })
      .filter((file) => String(file).endsWith('.png'));
    expect(files).toHaveLength(1);
  });

  // PGlite has one connection, so requests cannot overlap there: the race is shown on PostgreSQL only.
  if (engine === 'postgres')
    it('lets exactly the free places be taken when creates in two projects race for them', async () => {
      const owner = await ownerOnStart();
      expect((await owner.create(owner.projectIds[0])).errors).toBeUndefined();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, index) => owner.create(owner.projectIds[index % 2])),
      );
      const codes = results.map((result) => result.errors?.[0].extensions.code ?? 'OK');
      expect(codes.filter((code) => code === 'OK')).toHaveLength(2);
      expect(codes.filter((code) => code === 'PLAN_LIMIT_REACHED')).toHaveLength(4);
      expect(await owner.total()).toBe(3);
    });
});
