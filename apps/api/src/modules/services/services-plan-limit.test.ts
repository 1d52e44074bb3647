import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerClient } from '../../testing/clients';
import { clients, projects, projectServices, rates, subscriptions } from '../../db/schema';
import { pngPicture } from '../projects/test-pictures';
import { Q, savePhotos, serviceInput } from './services-testing';

describe.each(testEngines)("the plan's max_services on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  let counter = 0;
  /** An owner on the Start plan (20 services) with two projects of starter services. */
  async function ownerOnStart() {
    const { tokens } = await registerClient(t);
    const token = tokens.access_token;
    const clientId = (await t.graphql('{ client { id } }', {}, 'en', token)).data.client.id as string;
    const [start] = await t.db.select({ id: rates.id }).from(rates).where(eq(rates.code, 'start'));
    await t.db.update(subscriptions).set({ rateId: start.id }).where(eq(subscriptions.clientId, clientId));
    const projectIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const domain = `limit-${Date.now().toString(36)}-${counter++}`;
      const created = await t.graphql(
        'mutation($name: String!, $domain: String) { save_project(name: $name, domain: $domain) { id } }',
        { name: 'Limits', domain },
        'en',
        token,
      );
      projectIds.push(created.data.save_project.id);
    }
    const create = (projectId: string, language = 'en') =>
      t.graphql(Q.create, { project_id: projectId, input: serviceInput() }, language, token);
    const total = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(projectServices)
          .innerJoin(projects, eq(projects.id, projectServices.projectId))
          .where(eq(projects.clientId, clientId))
      )[0].n;
    /** Adds services (in the first project) until the owner has `n` in all. */
    const fillTo = async (n: number) => {
      while ((await total()) < n) expect((await create(projectIds[0])).errors).toBeUndefined();
    };
    return { clientId, token, projectIds, create, total, fillTo };
  }

  it('counts the services of all the owner’s projects and refuses the 21st with a message naming the plan', async () => {
    const owner = await ownerOnStart();
    await owner.fillTo(20);
    const refused = await owner.create(owner.projectIds[1], 'ru');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Тариф «Старт» позволяет до 20 услуг. Чтобы добавить больше, выберите тариф побольше.',
      extensions: { code: 'PLAN_LIMIT_REACHED' },
    });
    expect(await owner.total()).toBe(20);
  });

  it("counts a service's photos towards the plan's storage and keeps nothing of one that does not fit", async () => {
    const owner = await ownerOnStart();
    const photo = { name: 'photo.png', content: pngPicture(90) };
    const variables = { project_id: owner.projectIds[0], input: serviceInput({ name: 'Pictured' }) };
    const fits = await savePhotos(t, owner.token, Q.create, variables, [photo]);
    expect(fits.errors).toBeUndefined();
    // The avatar fills what is left of the plan's 1 GB.
    const left = 1024 ** 3 - photo.content.length;
    await t.db
      .update(clients)
      .set({ avatar: { hash: 'x', name: 'huge.png', size: left, key: 'avatars/huge.png' } })
      .where(eq(clients.id, owner.clientId));
    const before = await owner.total();
    const refused = await savePhotos(t, owner.token, Q.create, variables, [
      { name: 'more.png', content: pngPicture(91) },
    ]);
    expect(refused.errors?.[0].extensions.code).toBe('PLAN_LIMIT_REACHED');
    expect(await owner.total()).toBe(before);
    const files = fs
      .readdirSync(path.join(t.dataDir, 'uploads', 'services'), { recursive: true })
      .filter((file) => String(file).endsWith('.png'));
    expect(files).toHaveLength(1);
  });

  // PGlite has one connection, so requests cannot overlap there: the race is shown on PostgreSQL only.
  if (engine === 'postgres')
    it('lets exactly the free places be taken when creates in two projects race for them', async () => {
      const owner = await ownerOnStart();
      await owner.fillTo(18);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, index) => owner.create(owner.projectIds[index % 2])),
      );
      const codes = results.map((result) => result.errors?.[0].extensions.code ?? 'OK');
      expect(codes.filter((code) => code === 'OK')).toHaveLength(2);
      expect(codes.filter((code) => code === 'PLAN_LIMIT_REACHED')).toHaveLength(4);
      expect(await owner.total()).toBe(20);
    });
});
