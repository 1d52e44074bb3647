import { print } from 'graphql';
import {
  GetCheckoutOptionsDocument,
  GetCustomerEventListDocument,
  GetCustomerListDocument,
  GetProjectBotDocument,
  GetProductListDocument,
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
import { DEMO_SHOP_DOMAIN } from './demo-shop';

describe.each(testEngines)('demo data on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());
  /** The cipher the API decrypts project bots' tokens with. */
  const botCipher = () => t.app.donut.services.projectBots.cipher;

  it('creates a confirmed owner on the trial with a barbershop ready to use, once', async () => {
    expect(await seedDemoData(t.db, botCipher(), t.app.donut.services.privateFiles)).toBe(true);
    expect(await seedDemoData(t.db, botCipher())).toBe(false);
    const login = await t.post('/auth/login', DEMO_OWNER);
    expect(login.statusCode).toBe(200);
    const token = login.json().data.access_token as string;
    const projects = (await t.graphql(print(GetProjectListDocument), {}, 'ru', token)).data.project_list.list;
    expect(projects.map((p: { domain: string }) => p.domain)).toEqual([
      DEMO_PROJECT_DOMAIN,
      DEMO_SHOP_DOMAIN,
    ]);
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

  it('has services with forms and applications in every status, with notes, a reason and attachments', async () => {
    await seedDemoData(t.db);
    const token = (await t.post('/auth/login', DEMO_OWNER)).json().data.access_token as string;
    const [project] = (await t.graphql(print(GetProjectListDocument), {}, 'ru', token)).data.project_list
      .list;
    const counts = await t.graphql(
      'query($p: ID!) { application_counts(project_id: $p) { new in_progress done rejected } }',
      { p: project.id },
      'ru',
      token,
    );
    expect(counts.data.application_counts).toEqual({ new: 3, in_progress: 2, done: 2, rejected: 1 });
    const list = await t.graphql(
      `query($p: ID!) { application_list(project_id: $p, limit: 20) { list {
        number status rejection_reason customer { name } answers { field_id label value }
        files { name url } history { kind text author_name } } } }`,
      { p: project.id },
      'ru',
      token,
    );
    const applications = list.data.application_list.list as Array<{
      number: number;
      status: string;
      rejection_reason: string | null;
      customer: { name: string };
      answers: Array<{ field_id: string; label: string; value: string | null }>;
      files: Array<{ name: string; url: string }>;
      history: Array<{ kind: string; text: string | null; author_name: string | null }>;
    }>;
    expect(applications.map((item) => item.number)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(applications.every((item) => item.customer.name)).toBe(true);
    expect(applications.find((item) => item.status === 'rejected')?.rejection_reason).toBeTruthy();
    const notes = applications.flatMap((item) => item.history.filter((entry) => entry.kind === 'note'));
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes[0].author_name).toBe('Demo Owner');
    const withFile = applications.find((item) => item.files.length > 0);
    const link = new URL(withFile?.files[0].url as string);
    const download = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(download.statusCode).toBe(200);
    const question = applications
      .find((item) => item.number === 1)
      ?.answers.find((a) => a.field_id === 'q_result');
    expect(question).toMatchObject({ label: 'Какой результат вы хотите?' });
    const catalogue = await t.graphql(
      `query($d: String!) { public_service_catalogue(domain: $d, language: "en", limit: 100) {
        services { list { name form { version fields { id kind required label } } } } } }`,
      { d: DEMO_PROJECT_DOMAIN },
      'en',
    );
    const shave = catalogue.data.public_service_catalogue.services.list.find(
      (service: { name: string }) => service.name === 'Royal shave',
    );
    expect(shave.form.version).toBe(2);
    expect(shave.form.fields.map((f: { kind: string }) => f.kind)).toEqual(
      expect.arrayContaining(['text', 'choice', 'yes_no', 'files']),
    );
    expect(shave.form.fields.find((f: { id: string }) => f.id === 'q_result')).toMatchObject({
      required: true,
      label: 'What result do you want?',
    });
  });

  it('opens a clothing shop with variants, stock, delivery and orders in every status', async () => {
    await seedDemoData(t.db);
    const token = (await t.post('/auth/login', DEMO_OWNER)).json().data.access_token as string;
    const shop = (
      await t.graphql(print(GetProjectListDocument), {}, 'ru', token)
    ).data.project_list.list.find((project: { domain: string }) => project.domain === DEMO_SHOP_DOMAIN);
    const asOwner = (query: string, variables: Record<string, unknown> = {}) =>
      t.graphql(query, { project_id: shop.id, ...variables }, 'ru', token);
    const products = (await asOwner(print(GetProductListDocument), { limit: 50 })).data.product_list;
    expect(products.meta.total).toBe(7);
    expect(products.list.some((product: { variant_count: number }) => product.variant_count === 6)).toBe(
      true,
    );
    expect(products.list.some((product: { is_sold_out: boolean }) => product.is_sold_out)).toBe(true);
    expect(products.list.some((product: { is_visible: boolean }) => !product.is_visible)).toBe(true);
    const counts = (
      await asOwner(`query($project_id: ID!) { order_counts(project_id: $project_id) { status count } }`)
    ).data.order_counts;
    for (const { count } of counts) expect(count).toBeGreaterThanOrEqual(1);
    const options = (await t.graphql(print(GetCheckoutOptionsDocument), { domain: DEMO_SHOP_DOMAIN }, 'en'))
      .data.checkout_options;
    expect(options.payment_methods).toEqual(['cash_on_receipt', 'card_on_receipt', 'online']);
    expect(options.deliveries.map((delivery: { kind: string }) => delivery.kind)).toEqual([
      'pickup',
      'courier',
      'post',
    ]);
    expect(options.deliveries[1]).toMatchObject({
      name: 'Courier in Tbilisi',
      price_minor: 1000,
      free_from_minor: 15_000,
    });
  });
});
