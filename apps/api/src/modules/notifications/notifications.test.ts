import { print } from 'graphql';
import { GetNotificationListDocument, ReadNotificationDocument, SaveProjectDocument } from '@donut/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerClient } from '../../testing/clients';

const LIST = print(GetNotificationListDocument);
const READ = print(ReadNotificationDocument);

describe.each(testEngines)('notifications on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { MAIN_ORIGIN: 'https://donut.ge', CRM_ORIGIN: 'https://donut.ge' });
  });
  afterAll(() => t.dispose());

  const confirm = async (email: string) => {
    const link = (await t.mails()).find((m) => m.to.includes(email) && m.link?.includes('confirm_email='))
      ?.link as string;
    await t.post('/auth/email/confirm', { token: new URL(link).searchParams.get('confirm_email') });
  };
  const createProject = (accessToken: string, name: string) =>
    t.graphql(
      print(SaveProjectDocument),
      { name, domain: `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}` },
      'en',
      accessToken,
    );

  it('tells the owner about a confirmed e-mail and a new project, in their language, newest first', async () => {
    const { email, tokens } = await registerClient(t);
    await confirm(email);
    const project = (await createProject(tokens.access_token, 'Barber Boss')).data.save_project;
    const ru = (await t.graphql(LIST, {}, 'ru', tokens.access_token)).data.notification_list;
    expect(ru.meta).toEqual({ count: 2, total: 2, has_next_page: false });
    expect(ru.unread).toBe(2);
    expect(ru.list[0]).toMatchObject({
      title: 'Проект «Barber Boss» готов',
      button_text: 'Открыть CRM',
      // The CRM's admin area has no prefix: the link names the reader's language for it (issue 13).
      button_link: `https://${project.domain}.donut.ge/ru/admin`,
      viewed_at: null,
      project: { id: project.id, name: 'Barber Boss' },
    });
    expect(ru.list[1]).toMatchObject({
      title: 'E-mail подтверждён: теперь можно создавать проекты',
      button_link: 'https://donut.ge/ru/client/projects',
      project: null,
    });
    const ka = (await t.graphql(LIST, {}, 'ka', tokens.access_token)).data.notification_list;
    expect(ka.list[0].title).toBe('პროექტი „Barber Boss“ მზადაა');
    expect(ka.list[0].button_link).toBe(`https://${project.domain}.donut.ge/ka/admin`);
  });

  it('marks one as read, then all, and filters by state and project', async () => {
    const { email, tokens } = await registerClient(t);
    await confirm(email);
    const project = (await createProject(tokens.access_token, 'One')).data.save_project;
    await createProject(tokens.access_token, 'Two');
    const all = (await t.graphql(LIST, {}, 'en', tokens.access_token)).data.notification_list;
    expect(all.unread).toBe(3);
    await t.graphql(READ, { ids: [all.list[0].id] }, 'en', tokens.access_token);
    const unread = (await t.graphql(LIST, { filter: { is_viewed: false } }, 'en', tokens.access_token)).data
      .notification_list;
    expect(unread.meta.total).toBe(2);
    expect(unread.unread).toBe(2);
    const ofProject = (
      await t.graphql(LIST, { filter: { project_id: project.id } }, 'en', tokens.access_token)
    ).data.notification_list;
    expect(ofProject.list.map((n: { project: { name: string } }) => n.project.name)).toEqual(['One']);
    await t.graphql(READ, { ids: [] }, 'en', tokens.access_token);
    const after = (await t.graphql(LIST, {}, 'en', tokens.access_token)).data.notification_list;
    expect(after.unread).toBe(0);
    expect(after.list.every((n: { viewed_at: string | null }) => n.viewed_at !== null)).toBe(true);
  });

  it('pages the list', async () => {
    const { tokens } = await registerClient(t);
    for (const name of ['A', 'B', 'C']) await createProject(tokens.access_token, name);
    const page = (await t.graphql(LIST, { limit: 2, offset: 0 }, 'en', tokens.access_token)).data
      .notification_list;
    expect(page.meta).toEqual({ count: 2, total: 3, has_next_page: true });
  });

  it('keeps two owners apart: no reading or marking of the other one’s notifications', async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    await createProject(a.tokens.access_token, 'Private');
    const aList = (await t.graphql(LIST, {}, 'en', a.tokens.access_token)).data.notification_list;
    expect((await t.graphql(LIST, {}, 'en', b.tokens.access_token)).data.notification_list.meta.total).toBe(
      0,
    );
    await t.graphql(READ, { ids: [aList.list[0].id] }, 'en', b.tokens.access_token);
    await t.graphql(READ, { ids: [] }, 'en', b.tokens.access_token);
    expect((await t.graphql(LIST, {}, 'en', a.tokens.access_token)).data.notification_list.unread).toBe(1);
    expect((await t.graphql(LIST, {})).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
