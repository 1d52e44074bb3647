import { print } from 'graphql';
import { GetProjectListDocument, GetServiceListDocument, GetSubscriptionDocument } from '@donut/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { DEMO_OWNER, DEMO_PROJECT_DOMAIN, seedDemoData } from './demo-seed';

describe.each(testEngines)('demo data on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it('creates a confirmed owner on the trial with a barbershop ready to use, once', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
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
});
