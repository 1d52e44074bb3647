import { print } from 'graphql';
import {
  GetCustomerEventListDocument,
  GetCustomerListDocument,
  GetProjectBotDocument,
  GetProjectListDocument,
  GetServiceCategoryListDocument,
  GetServiceListDocument,
  GetSubscriptionDocument,
  PublicSiteDocument,
} from '@donut/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { eq } from 'drizzle-orm';
import { projectBots } from '../../db/schema';
import { DEMO_BOT } from './demo-bot';
import { DEMO_OWNER, DEMO_PROJECT_DOMAIN, seedDemoData } from './demo-seed';

describe.each(testEngines)('demo data on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());
  /** The cipher the API decrypts project bots' tokens with. */
  const botCipher = () => t.app.donut.services.projectBots.cipher;

  it('creates a confirmed owner on the trial with a barbershop ready to use, once', async () => {
    expect(await seedDemoData(t.db, botCipher())).toBe(true);
    expect(await seedDemoData(t.db, botCipher())).toBe(false);
    const login = await t.post('/auth/login', DEMO_OWNER);
    expect(login.statusCode).toBe(200);
    const token = login.json().data.access_token as string;
    const projects = (await t.graphql(print(GetProjectListDocument), {}, 'ru', token)).data.project_list.list;
    expect(projects.map((p: { domain: string }) => p.domain)).toEqual([DEMO_PROJECT_DOMAIN]);
    const services = (
      await t.graphql(print(GetServiceListDocument), { project_id: projects[0].id }, 'ru', token)
    ).data.service_list;
    expect(services.meta.total).toBeGreaterThanOrEqual(4);
    expect(services.list[0].name).toMatch(/[а-яё]/i);
    expect((await t.graphql(print(GetSubscriptionDocument), {}, 'ru', token)).data.subscription.status).toBe(
      'trial',
    );
    expect(
      (await t.graphql('{ client { is_confirm_email } }', {}, 'ru', token)).data.client.is_confirm_email,
    ).toBe(true);
  });

  it('sorts the barbershop services into categories, with discounts, "from" prices and one hidden', async () => {
    await seedDemoData(t.db);
    const token = (await t.post('/auth/login', DEMO_OWNER)).json().data.access_token as string;
    const [project] = (await t.graphql(print(GetProjectListDocument), {}, 'ru', token)).data.project_list
      .list;
    const categories = (
      await t.graphql(print(GetServiceCategoryListDocument), { project_id: project.id }, 'ru', token)
    ).data.service_category_list.list;
    expect(categories.map((category: { name: string }) => category.name)).toEqual([
      'Стрижки',
      'Борода и бритьё',
      'Тонирование',
    ]);
    expect(categories[0].translations).toEqual([
      { language: 'en', name: 'Haircuts' },
      { language: 'ka', name: 'თმის შეჭრა' },
    ]);
    const services = (
      await t.graphql(print(GetServiceListDocument), { project_id: project.id, limit: 100 }, 'ru', token)
    ).data.service_list.list as Array<Record<string, unknown>>;
    expect(services.every((service) => service.category_id !== null)).toBe(true);
    const discounted = services.filter((service) => service.discount_price_minor !== null);
    expect(discounted.length).toBeGreaterThanOrEqual(2);
    for (const service of discounted)
      expect(service.discount_price_minor as number).toBeLessThan(service.price_minor as number);
    expect(services.filter((service) => service.price_is_from)).toHaveLength(2);
    expect(services.filter((service) => !service.is_visible).map((service) => service.name)).toEqual([
      'Камуфляж седины',
    ]);
  });

  it('publishes the barbershop site in three languages with two addresses in Tbilisi', async () => {
    await seedDemoData(t.db);
    for (const [language, word] of [
      ['ru', /Стрижка/],
      ['en', /haircut/],
      ['ka', /შეჭრა/],
    ] as const) {
      const site = (
        await t.graphql(print(PublicSiteDocument), { domain: DEMO_PROJECT_DOMAIN, language }, language)
      ).data.public_site;
      expect(site.language).toBe(language);
      expect(site.headline).toMatch(word);
      expect(site.addresses).toHaveLength(2);
      for (const { point } of site.addresses) {
        expect(point.lat).toBeCloseTo(41.7, 0);
        expect(point.lng).toBeCloseTo(44.8, 0);
      }
    }
  });

  it('has the barbershop bot connected, with a token the API can read', async () => {
    await seedDemoData(t.db, botCipher());
    const token = (await t.post('/auth/login', DEMO_OWNER)).json().data.access_token as string;
    const [project] = (await t.graphql(print(GetProjectListDocument), {}, 'ru', token)).data.project_list
      .list;
    const bot = (await t.graphql(print(GetProjectBotDocument), { project_id: project.id }, 'ru', token)).data
      .project_bot;
    expect(bot).toMatchObject({ connected: true, username: DEMO_BOT.username });
    const [row] = await t.db.select().from(projectBots).where(eq(projectBots.projectId, project.id));
    expect(botCipher().decrypt(row.tokenEncrypted, row.telegramBotId)).toBe(DEMO_BOT.token);
  });

  it('gives the barbershop a dozen clients in several states the CRM can list, filter and open', async () => {
    await seedDemoData(t.db, botCipher());
    const token = (await t.post('/auth/login', DEMO_OWNER)).json().data.access_token as string;
    const [project] = (await t.graphql(print(GetProjectListDocument), {}, 'ru', token)).data.project_list
      .list;
    const list = async (variables: Record<string, unknown>) =>
      (await t.graphql(print(GetCustomerListDocument), { project_id: project.id, ...variables }, 'ru', token))
        .data.customer_list;
    const all = await list({});
    expect(all.meta.total).toBe(12);
    expect(new Set(all.list.map((customer: { source: string }) => customer.source))).toEqual(
      new Set(['telegram', 'web', 'manual']),
    );
    expect(new Set(all.list.map((customer: { language: string }) => customer.language))).toEqual(
      new Set(['ru', 'en', 'ka']),
    );
    expect((await list({ filter: { has_discount: true } })).meta.total).toBeGreaterThanOrEqual(3);
    expect((await list({ filter: { tag: 'постоянный' } })).meta.total).toBeGreaterThanOrEqual(2);
    const events = await t.graphql(
      print(GetCustomerEventListDocument),
      { project_id: project.id, customer_id: all.list[0].id },
      'ru',
      token,
    );
    expect(events.data.customer_event_list.list.length).toBeGreaterThan(0);
  });
});
