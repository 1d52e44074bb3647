import { print } from 'graphql';
import { CUSTOMER_AUTH_PATHS } from '@donut/auth';
import {
  AddCustomerNoteDocument,
  CreateCustomerDocument,
  DeleteCustomerAccountDocument,
  DeleteCustomerDocument,
  DeleteCustomerNoteDocument,
  ExportCustomersDocument,
  GetCustomerDocument,
  GetCustomerEventListDocument,
  GetCustomerListDocument,
  GetCustomerMeDocument,
  GetCustomerNotificationListDocument,
  GetCustomerTagsDocument,
  MergeCustomersDocument,
  ReadCustomerNotificationsDocument,
  UpdateCustomerDocument,
  UpdateCustomerProfileDocument,
} from '@donut/graphql';
import { testEngines } from '../../testing/test-databases';
import {
  CAFE_BOT,
  createProjectBotTestApp,
  SALON_BOT,
  type ProjectBotTestApp,
} from '../project-bot/project-bot-testing';
import { customerHelpers, miniAppUser, type Owner } from './customers-testing';

const q = {
  list: print(GetCustomerListDocument),
  one: print(GetCustomerDocument),
  events: print(GetCustomerEventListDocument),
  tags: print(GetCustomerTagsDocument),
  exportCsv: print(ExportCustomersDocument),
  create: print(CreateCustomerDocument),
  update: print(UpdateCustomerDocument),
  remove: print(DeleteCustomerDocument),
  merge: print(MergeCustomersDocument),
  note: print(AddCustomerNoteDocument),
  removeNote: print(DeleteCustomerNoteDocument),
  me: print(GetCustomerMeDocument),
  profile: print(UpdateCustomerProfileDocument),
  notifications: print(GetCustomerNotificationListDocument),
  read: print(ReadCustomerNotificationsDocument),
  deleteAccount: print(DeleteCustomerAccountDocument),
};

const input = (fields: Record<string, unknown> = {}) => ({
  name: null,
  phone: null,
  email: null,
  language: 'en',
  discount_percent: 0,
  tags: [],
  ...fields,
});

describe.each(testEngines)("the CRM's customer base on %s", (engine) => {
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
  const create = async (owner: Owner, fields: Record<string, unknown>) => {
    const result = await asOwner(owner, q.create, { input: input(fields) });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data.create_customer;
  };

  it('adds a customer by hand with normalized contacts, and refuses a phone or e-mail another one has', async () => {
    const ann = await create(salon, {
      name: 'Ann Lee',
      phone: '+995 (555) 10-20-30',
      email: ' Ann@Mail.TEST ',
      tags: ['vip', 'regular'],
    });
    expect(ann).toMatchObject({
      phone: '+995555102030',
      email: 'ann@mail.test',
      source: 'manual',
      tags: ['vip', 'regular'],
      last_seen_at: null,
    });

    const samePhone = await asOwner(salon, q.create, { input: input({ phone: '+995555102030' }) }, 'ru');
    expect(samePhone.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { phone: 'Этот телефон уже указан у другого клиента проекта.' },
    });
    const nothing = await asOwner(salon, q.create, { input: input({ discount_percent: 101 }) });
    expect(nothing.errors?.[0].extensions.fields).toMatchObject({
      discount_percent: 'Enter a percentage from 0 to 100',
    });
    // Another project may have the same person as its own customer.
    expect((await create(cafe, { phone: '+995555102030' })).phone).toBe('+995555102030');
  });

  it('searches, filters, sorts and pages the list; the tags feed the filter', async () => {
    const owner = await t.ownerWithProject();
    for (const [name, phone, tags, discount] of [
      ['Zurab', '+995599000001', ['vip'], 10],
      ['Ana', '+995599000002', [], 0],
      ['Mariam', '+995599000003', ['vip', 'kids'], 5],
    ] as const)
      await create(owner, { name, phone, tags: [...tags], discount_percent: discount });
    const list = async (variables: Record<string, unknown>) => {
      const result = await asOwner(owner, q.list, variables);
      expect(result.errors).toBeUndefined();
      return result.data.customer_list;
    };
    expect((await list({})).list.map((c: { name: string }) => c.name)).toEqual(['Mariam', 'Ana', 'Zurab']);
    expect((await list({ search: 'zur' })).list.map((c: { name: string }) => c.name)).toEqual(['Zurab']);
    expect((await list({ search: '599 000 003' })).list.map((c: { name: string }) => c.name)).toEqual([
      'Mariam',
    ]);
    expect((await list({ search: '%' })).meta.total).toBe(0);
    expect((await list({ filter: { tag: 'vip' } })).meta.total).toBe(2);
    expect((await list({ filter: { has_discount: true, tag: 'kids' } })).list).toHaveLength(1);
    const byName = await list({ sort: { field: 'name', direction: 'asc' }, limit: 2 });
    expect(byName.list.map((c: { name: string }) => c.name)).toEqual(['Ana', 'Mariam']);
    expect(byName.meta).toEqual({ count: 2, total: 3, has_next_page: true });
    const last = await list({ sort: { field: 'name', direction: 'asc' }, limit: 2, offset: 2 });
    expect(last.list.map((c: { name: string }) => c.name)).toEqual(['Zurab']);
    expect((await asOwner(owner, q.tags)).data.customer_tags).toEqual(['kids', 'vip']);
    const tooMany = await asOwner(owner, q.list, { limit: 251 });
    expect(tooMany.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('gives a discount the customer then sees in the cabinet, with a notification in their language', async () => {
    const user = miniAppUser({ language_code: 'ru' });
    const customer = await h.customerOf(salon, SALON_BOT, user);
    const me = await t.graphql(q.me, {}, 'ru', customer.access);
    const id = me.data.customer_me.id;

    const updated = await asOwner(salon, q.update, {
      id,
      input: input({ name: 'Nino B.', language: 'ru', discount_percent: 15, tags: ['vip'] }),
    });
    expect(updated.data.update_customer).toMatchObject({
      discount_percent: 15,
      telegram: { user_id: String(user.id) },
    });

    expect((await t.graphql(q.me, {}, 'ru', customer.access)).data.customer_me.discount_percent).toBe(15);
    const inbox = (await t.graphql(q.notifications, {}, 'ru', customer.access)).data
      .customer_notification_list;
    expect(inbox.unread).toBe(2);
    expect(inbox.list[0]).toMatchObject({
      title: 'У вас персональная скидка',
      body: `Salon ${salon.domain} дарит вам персональную скидку 15%.`,
      read_at: null,
    });
    expect(inbox.list[1].title).toBe(`Добро пожаловать в Salon ${salon.domain}!`);
    expect(
      (await t.graphql(q.read, { ids: [inbox.list[0].id] }, 'ru', customer.access)).data
        .read_customer_notifications,
    ).toBe(1);
    expect(
      (await t.graphql(q.read, { ids: [] }, 'ru', customer.access)).data.read_customer_notifications,
    ).toBe(1);

    const timeline = (await asOwner(salon, q.events, { customer_id: id })).data.customer_event_list.list;
    expect(timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'discount_changed',
      'profile_changed',
      'created',
    ]);
    expect(timeline[0]).toMatchObject({ percent: 15, previous_percent: 0, by_owner: true });
  });

  it('keeps notes on the timeline and deletes only notes', async () => {
    const ann = await create(salon, { name: 'Noted' });
    const note = (await asOwner(salon, q.note, { customer_id: ann.id, text: ' Prefers mornings ' })).data
      .add_customer_note;
    expect(note).toMatchObject({ kind: 'note', text: 'Prefers mornings', by_owner: true });
    const long = await asOwner(salon, q.note, { customer_id: ann.id, text: 'x'.repeat(2001) });
    expect(long.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const events = (await asOwner(salon, q.events, { customer_id: ann.id })).data.customer_event_list.list;
    const created = events.find((event: { kind: string }) => event.kind === 'created');
    expect((await asOwner(salon, q.removeNote, { id: created.id })).errors?.[0].extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await asOwner(salon, q.removeNote, { id: note.id })).data.delete_customer_note).toBe(true);
  });

  it('merges two records of one person: the target fills its gaps, the source and its sessions go', async () => {
    const viaTelegram = await h.customerOf(salon, SALON_BOT);
    const telegramId = (await t.graphql(q.me, {}, 'en', viaTelegram.access)).data.customer_me.id;
    await t.graphql(
      q.update,
      { project_id: salon.projectId, id: telegramId, input: input({ name: 'L', tags: ['VIP', 'bot'] }) },
      'en',
      salon.token,
    );
    const byHand = await create(salon, {
      name: 'Levan',
      email: `levan.${Date.now()}@mail.test`,
      tags: ['vip'],
      discount_percent: 7,
    });
    await asOwner(salon, q.note, { customer_id: telegramId, text: 'Came through the bot' });

    const merged = (await asOwner(salon, q.merge, { target_id: byHand.id, source_id: telegramId })).data
      .merge_customers;

    expect(merged).toMatchObject({
      id: byHand.id,
      name: 'Levan',
      email: byHand.email,
      discount_percent: 7,
      // Joined without a case-insensitive repeat, so the merged card can be saved again as it is.
      tags: ['vip', 'bot'],
    });
    expect(merged.telegram).not.toBeNull();
    expect((await asOwner(salon, q.one, { id: telegramId })).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.graphql(q.me, {}, 'en', viaTelegram.access)).errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const kinds = (
      await asOwner(salon, q.events, { customer_id: byHand.id })
    ).data.customer_event_list.list.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['merged', 'note', 'created']));
    // The person signs in again with Telegram and lands in the merged record.
    const again = await h.customerOf(salon, SALON_BOT, {
      id: Number(merged.telegram.user_id),
      first_name: 'Levan',
      language_code: 'en',
    });
    expect((await t.graphql(q.me, {}, 'en', again.access)).data.customer_me.id).toBe(byHand.id);
    const self = await asOwner(salon, q.merge, { target_id: byHand.id, source_id: byHand.id });
    expect(self.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('exports the list as CSV in the owner language, with formulas kept as text', async () => {
    const owner = await t.ownerWithProject();
    await create(owner, { name: '=HYPERLINK("http://evil")', phone: '+995577112233', tags: ['a', 'b'] });
    await create(owner, { name: 'Ნინო, "Nino"', email: 'nino@mail.test', discount_percent: 20 });
    const csv = (await asOwner(owner, q.exportCsv, {}, 'ru')).data.customer_export as string;
    const [header, first, second] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe(
      'Имя,Телефон,E-mail,Telegram,Язык,Источник,"Скидка, %",Теги,Добавлен,Последний визит',
    );
    expect(first).toMatch(
      /^"Ნინო, ""Nino""",,nino@mail\.test,,en,Добавлен вручную,20,,\d{4}-\d\d-\d\d \d\d:\d\d,$/,
    );
    // Spreadsheets run a cell starting with = + - @ as a formula: an apostrophe keeps it text (phones too).
    expect(second.startsWith(`"'=HYPERLINK(""http://evil"")",'+995577112233,,`)).toBe(true);
    expect(second).toContain('"a, b"');
    const filtered = (await asOwner(owner, q.exportCsv, { filter: { has_discount: true } })).data
      .customer_export;
    expect(filtered.trim().split('\r\n')).toHaveLength(2);
  });

  it('lets a customer edit their own profile and delete their account, which ends their sessions', async () => {
    const customer = await h.customerOf(salon, SALON_BOT);
    const bad = await t.graphql(
      q.profile,
      { input: { name: 'Me', phone: 'call me', language: 'ka' } },
      'en',
      customer.access,
    );
    expect(bad.errors?.[0].extensions.fields.phone).toBe('Invalid phone format');
    const saved = await t.graphql(
      q.profile,
      { input: { name: 'Me', phone: '+995 555 99 88 77', language: 'ka' } },
      'en',
      customer.access,
    );
    expect(saved.data.update_customer_profile).toMatchObject({
      name: 'Me',
      phone: '+995555998877',
      language: 'ka',
    });
    const id = saved.data.update_customer_profile.id;

    expect((await t.graphql(q.deleteAccount, {}, 'en', customer.access)).data.delete_customer_account).toBe(
      true,
    );
    expect((await t.graphql(q.me, {}, 'en', customer.access)).errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const renewal = await t.post(CUSTOMER_AUTH_PATHS.accessToken, {
      domain: salon.domain,
      refresh_token: customer.refresh,
    });
    expect(renewal.statusCode).toBe(401);
    // The deleted account's cookies only cost failed renewals: the answer clears them.
    expect(h.cookiesOf(renewal).join('\n')).toMatch(/donut-refresh-token-cv=;/);
    expect((await asOwner(salon, q.one, { id })).errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it("keeps owners, customers of other projects and visitors out of a project's customers", async () => {
    const mine = await create(salon, { name: 'Private Person', email: `private.${Date.now()}@mail.test` });
    const cafeCustomer = await h.customerOf(cafe, CAFE_BOT);
    const probes: Array<[string, Record<string, unknown>]> = [
      [q.list, {}],
      [q.one, { id: mine.id }],
      [q.events, { customer_id: mine.id }],
      [q.tags, {}],
      [q.exportCsv, {}],
      [q.update, { id: mine.id, input: input({ name: 'Hijacked' }) }],
      [q.note, { customer_id: mine.id, text: 'x' }],
      [q.merge, { target_id: mine.id, source_id: mine.id }],
      [q.remove, { id: mine.id }],
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
        expect(JSON.stringify(result)).not.toContain('Private Person');
    }
    // The cafe's customer reaches only their own record, through their own session.
    const own = await t.graphql(q.me, {}, 'en', cafeCustomer.access);
    expect(own.data.customer_me.email).toBeNull();
    expect((await asOwner(salon, q.one, { id: mine.id })).data.customer.name).toBe('Private Person');
    expect((await asOwner(cafe, q.one, { id: own.data.customer_me.id }, 'en')).data.customer.id).toBe(
      own.data.customer_me.id,
    );
  });
});
