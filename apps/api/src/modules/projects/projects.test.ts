import { print } from 'graphql';
import {
  GetProjectDocument,
  GetProjectListDocument,
  SaveMenuDocument,
  SaveProjectDocument,
} from '@donut/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerClient } from '../../testing/clients';

const SAVE = print(SaveProjectDocument);
const LIST = print(GetProjectListDocument);
const MENU = print(SaveMenuDocument);

describe.each(testEngines)('projects on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  let counter = 0;
  const address = () => `salon-${Date.now().toString(36)}-${counter++}`;

  it('creates a project with every section visible and lists it with meta', async () => {
    const { tokens } = await registerClient(t);
    const usd = (await t.graphql('{ currency_list(filter: { search: "USD" }) { info { id code } } }')).data
      .currency_list.info[0];
    const direction = (await t.graphql('{ direction_list { id } }')).data.direction_list[0];
    const domain = address();
    const created = await t.graphql(
      SAVE,
      { name: 'Салон «Жасмин»', domain, currency_id: usd.id, direction_id: direction.id, locale: 'ru' },
      'ru',
      tokens.access_token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.save_project).toMatchObject({
      name: 'Салон «Жасмин»',
      domain,
      currency_id: usd.id,
      direction_id: direction.id,
      locale: 'ru',
      menu: [
        { key: 'products', is_visible: true },
        { key: 'orders', is_visible: true },
        { key: 'services', is_visible: true },
        { key: 'applications', is_visible: true },
      ],
      content: { count_all_notifications: 1 },
    });
    const list = (await t.graphql(LIST, { limit: 10 }, 'ru', tokens.access_token)).data.project_list;
    expect(list.meta).toEqual({ count: 1, total: 1, has_next_page: false });
    expect(list.list[0].domain).toBe(domain);
  });

  it('pages the list and searches by name', async () => {
    const { tokens } = await registerClient(t);
    for (const name of ['Alpha', 'Beta', 'Gamma'])
      await t.graphql(SAVE, { name, domain: address() }, 'en', tokens.access_token);
    const first = (
      await t.graphql(
        LIST,
        { limit: 2, offset: 0, order_by: { field: 'name', direction: 'asc' } },
        'en',
        tokens.access_token,
      )
    ).data.project_list;
    expect(first.list.map((p: { name: string }) => p.name)).toEqual(['Alpha', 'Beta']);
    expect(first.meta).toEqual({ count: 2, total: 3, has_next_page: true });
    const last = (
      await t.graphql(
        LIST,
        { limit: 2, offset: 2, order_by: { field: 'name', direction: 'asc' } },
        'en',
        tokens.access_token,
      )
    ).data.project_list;
    expect(last.list.map((p: { name: string }) => p.name)).toEqual(['Gamma']);
    expect(last.meta).toEqual({ count: 1, total: 3, has_next_page: false });
    // Past the end no row carries the total: it is still told.
    const beyond = (await t.graphql(LIST, { limit: 2, offset: 10 }, 'en', tokens.access_token)).data
      .project_list;
    expect(beyond).toMatchObject({ list: [], meta: { count: 0, total: 3, has_next_page: false } });
    const found = (await t.graphql(LIST, { filter: { search: 'amm' } }, 'en', tokens.access_token)).data
      .project_list;
    expect(found.list.map((p: { name: string }) => p.name)).toEqual(['Gamma']);
  });

  it('keeps two owners apart: lists, changes and menus', async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    const project = (
      await t.graphql(SAVE, { name: 'Owner A', domain: address() }, 'en', a.tokens.access_token)
    ).data.save_project;
    expect((await t.graphql(LIST, {}, 'en', b.tokens.access_token)).data.project_list.meta.total).toBe(0);
    const hijack = await t.graphql(SAVE, { id: project.id, name: 'Taken over' }, 'en', b.tokens.access_token);
    expect(hijack.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const menu = await t.graphql(
      MENU,
      { project_id: project.id, menu: [{ key: 'orders', is_visible: false }] },
      'en',
      b.tokens.access_token,
    );
    expect(menu.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const stillA = (await t.graphql(LIST, {}, 'en', a.tokens.access_token)).data.project_list.list[0];
    expect(stillA).toMatchObject({
      name: 'Owner A',
      menu: expect.arrayContaining([{ key: 'orders', is_visible: true }]),
    });
    expect((await t.graphql(LIST, {})).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers one project by address to its owner, FORBIDDEN to another owner, NOT_FOUND when nobody has it', async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    const domain = address();
    await t.graphql(SAVE, { name: 'Mine', domain }, 'en', a.tokens.access_token);
    const own = await t.graphql(print(GetProjectDocument), { domain }, 'en', a.tokens.access_token);
    expect(own.data.project).toMatchObject({ name: 'Mine', domain });
    const foreign = await t.graphql(print(GetProjectDocument), { domain }, 'ru', b.tokens.access_token);
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'У вас нет доступа к этому проекту.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(foreign.data).toBeNull();
    const missing = await t.graphql(
      print(GetProjectDocument),
      { domain: 'nobody-has-this' },
      'en',
      a.tokens.access_token,
    );
    expect(missing.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('saves section visibility, keeping the sections not mentioned', async () => {
    const { tokens } = await registerClient(t);
    const project = (await t.graphql(SAVE, { name: 'Shop', domain: address() }, 'en', tokens.access_token))
      .data.save_project;
    const saved = await t.graphql(
      MENU,
      {
        project_id: project.id,
        menu: [
          { key: 'services', is_visible: false },
          { key: 'applications', is_visible: false },
        ],
      },
      'en',
      tokens.access_token,
    );
    expect(saved.data.save_menu).toEqual([
      { key: 'products', is_visible: true },
      { key: 'orders', is_visible: true },
      { key: 'services', is_visible: false },
      { key: 'applications', is_visible: false },
    ]);
    const bad = await t.graphql(
      MENU,
      { project_id: project.id, menu: [{ key: 'casino', is_visible: true }] },
      'en',
      tokens.access_token,
    );
    expect(bad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    [{ domain: 'short' }, 'domain'],
    [{ domain: 'Has_Upper' }, 'domain'],
    [{ name: '' }, 'name'],
    [{ currency_id: '99999' }, 'currency_id'],
    [{ locale: 'de' }, 'locale'],
  ])('refuses %j with a field error and saves nothing', async (change, field) => {
    const { tokens } = await registerClient(t);
    const result = await t.graphql(
      SAVE,
      { name: 'Valid', domain: address(), ...change },
      'ru',
      tokens.access_token,
    );
    expect(result.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(result.errors?.[0].extensions.fields)).toEqual([field]);
    expect((await t.graphql(LIST, {}, 'en', tokens.access_token)).data.project_list.meta.total).toBe(0);
  });

  it('refuses a website address another project has, in the user language', async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    const domain = address();
    await t.graphql(SAVE, { name: 'First', domain }, 'en', a.tokens.access_token);
    const second = await t.graphql(SAVE, { name: 'Second', domain }, 'ka', b.tokens.access_token);
    expect(second.errors?.[0].extensions.fields).toEqual({
      domain: 'საიტის ეს მისამართი უკვე დაკავებულია. გთხოვთ, აირჩიოთ სხვა',
    });
  });

  it('updates a project it owns and keeps its address when none is given', async () => {
    const { tokens } = await registerClient(t);
    const domain = address();
    const project = (await t.graphql(SAVE, { name: 'Before', domain }, 'en', tokens.access_token)).data
      .save_project;
    const updated = await t.graphql(
      SAVE,
      { id: project.id, name: 'After', description: 'Haircuts and beards' },
      'en',
      tokens.access_token,
    );
    expect(updated.data.save_project).toMatchObject({
      id: project.id,
      name: 'After',
      domain,
      description: 'Haircuts and beards',
    });
  });

  it('changes only the fields a save names: a rename keeps the description, an explicit null clears it', async () => {
    const { tokens } = await registerClient(t);
    const domain = address();
    const project = (
      await t.graphql(
        SAVE,
        { name: 'Salon', domain, description: 'Haircuts', locale: 'ka' },
        'en',
        tokens.access_token,
      )
    ).data.save_project;
    const renamed = await t.graphql(SAVE, { id: project.id, name: 'Salon Nino' }, 'en', tokens.access_token);
    expect(renamed.data.save_project).toMatchObject({
      name: 'Salon Nino',
      domain,
      description: 'Haircuts',
      locale: 'ka',
    });
    const cleared = await t.graphql(
      SAVE,
      { id: project.id, name: 'Salon Nino', description: null },
      'en',
      tokens.access_token,
    );
    expect(cleared.data.save_project).toMatchObject({ name: 'Salon Nino', description: null, locale: 'ka' });
  });
});
