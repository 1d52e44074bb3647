import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import {
  DeleteCustomerAccountDocument,
  DeleteCustomerDocument,
  MergeCustomersDocument,
} from '@donut/graphql';
import { domainEvents } from '../../db/schema';
import { GOOD_PASSWORD } from '../../testing/clients';
import { testEngines } from '../../testing/test-databases';
import {
  CAFE_BOT,
  createProjectBotTestApp,
  SALON_BOT,
  type ProjectBotTestApp,
} from '../project-bot/project-bot-testing';
import { customerHelpers, type Owner, type SignedInCustomer } from '../customers/customers-testing';
import { A, applicationHelpers, FULL_FORM, pdfFile } from './applications-testing';

interface Application {
  id: string;
  number: number;
  status: string;
  channel: string;
  rejection_reason: string | null;
  customer: { id: string };
  answers: Array<{ field_id: string; label: string; value: string | null }>;
  files: Array<{ id: string; name: string; url: string }>;
  history: Array<{ kind: string; status: string | null; text: string | null; author_name: string | null }>;
}

describe.each(testEngines)("the owner's applications and the client's cabinet on %s", (engine) => {
  let t: ProjectBotTestApp;
  let h: ReturnType<typeof customerHelpers>;
  let a: ReturnType<typeof applicationHelpers>;
  let salon: Owner;
  let cafe: Owner;
  let salonCustomer: SignedInCustomer;
  let cafeCustomer: SignedInCustomer;
  /** The salon's applications: a visitor's with a file, the salon customer's, another visitor's. */
  let visitorApp: Application;
  let customerApp: Application;
  let cafeApp: Application;
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine);
    h = customerHelpers(t);
    a = applicationHelpers(t);
    salon = await h.ownerWithBot(SALON_BOT);
    cafe = await h.ownerWithBot(CAFE_BOT);
    salonCustomer = await h.customerOf(salon, SALON_BOT);
    cafeCustomer = await h.customerOf(cafe, CAFE_BOT);
    const sent: string[] = [];
    for (const [owner, token, name, files] of [
      [salon, null, 'Giorgi Visitor', [pdfFile('plan.pdf')]],
      [salon, salonCustomer.access, 'Nino Customer', [pdfFile('mine.pdf')]],
      [salon, null, 'Levan Other', []],
      [cafe, cafeCustomer.access, 'Cafe Client', [pdfFile('cafe.pdf')]],
    ] as const) {
      await a.publish(owner);
      const service = await a.serviceWithForm(owner, FULL_FORM, {
        name: owner === salon ? 'Beard repair' : 'Catering',
      });
      const answer = await a.submit({
        domain: owner.domain,
        serviceId: service.id,
        formVersion: 1,
        input: {
          name,
          phone: `+99555520${String(sent.length).padStart(4, '0')}`,
          email: 'client@example.com',
          answers: [
            { field_id: 'q_issue', value: `Issue of ${name}` },
            { field_id: 'q_urgent', value: 'true' },
          ],
        },
        files: [...files],
        token,
      });
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      sent.push(answer.data.submit_application.id);
    }
    const one = (owner: Owner, id: string) => a.ok<Application>(owner, A.one, { id });
    [visitorApp, customerApp] = [await one(salon, sent[0]), await one(salon, sent[1])];
    cafeApp = await one(cafe, sent[3]);
  });
  afterAll(() => t.dispose());

  it('shows the answers as the form asked them, the customer and the file', async () => {
    expect(visitorApp).toMatchObject({ number: 1, status: 'new', name: 'Giorgi Visitor', channel: 'web' });
    expect(visitorApp.answers.find((answer) => answer.field_id === 'q_issue')).toEqual({
      field_id: 'q_issue',
      kind: 'text',
      label: 'What is the issue?',
      value: 'Issue of Giorgi Visitor',
      address: null,
    });
    expect(visitorApp.answers.find((answer) => answer.field_id === 'q_urgent')?.value).toBe('true');
    expect(visitorApp.answers.find((answer) => answer.field_id === 'q_size')?.value).toBeNull();
    expect(visitorApp.files).toMatchObject([{ name: 'plan.pdf', content_type: 'application/pdf' }]);
    expect(visitorApp.history).toMatchObject([{ kind: 'created', status: 'new', author_name: null }]);
    expect(customerApp.channel).toBe('telegram');
  });

  it('lists, searches, filters and sorts the inbox and counts it by status', async () => {
    const list = async (variables: Record<string, unknown>) =>
      (await a.ok<{ list: Application[]; meta: { total: number } }>(salon, A.list, variables)).list.map(
        (item) => item.number,
      );
    expect(await list({})).toEqual([3, 2, 1]);
    expect(await list({ sort: { field: 'number', direction: 'asc' } })).toEqual([1, 2, 3]);
    expect(await list({ search: '#2' })).toEqual([2]);
    expect(await list({ search: 'levan' })).toEqual([3]);
    expect(await list({ search: '5200000' })).toEqual([1]);
    expect(await list({ search: 'beard' })).toEqual([3, 2, 1]);
    expect(await list({ filter: { customer_id: customerApp.customer.id } })).toEqual([2]);
    expect(await list({ filter: { created_to: '2000-01-01T00:00:00Z' } })).toEqual([]);
    const paged = await a.ok<{ list: Application[]; meta: { has_next_page: boolean } }>(salon, A.list, {
      limit: 2,
    });
    expect(paged.meta.has_next_page).toBe(true);
    const bad = await t.graphql(A.list, { project_id: salon.projectId, limit: 101 }, 'en', salon.token);
    expect(bad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await a.ok(salon, A.counts)).toEqual({ new: 3, in_progress: 0, done: 0, rejected: 0 });
  });

  it('moves an application through the statuses with reasons, notes and a history', async () => {
    const set = (status: string, reason?: string) =>
      t.graphql(
        A.status,
        { project_id: salon.projectId, id: visitorApp.id, status, reason },
        'en',
        salon.token,
      );
    const noReason = await set('rejected');
    expect(noReason.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { reason: 'This field is required' },
    });
    expect((await set('rejected', 'x'.repeat(501))).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await set('in_progress')).data.set_application_status.status).toBe('in_progress');
    // The same status again changes nothing.
    const again = (await set('in_progress')).data.set_application_status;
    const rejected = (await set('rejected', ' We do not repair beards ')).data.set_application_status;
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'We do not repair beards' });
    const noted = await a.ok<Application>(salon, A.note, {
      id: visitorApp.id,
      text: 'Called back, no answer',
    });
    const done = (await set('done')).data.set_application_status;
    expect(done.rejection_reason).toBeNull();
    expect(
      done.history.map((entry: Application['history'][number]) => [entry.kind, entry.status, entry.text]),
    ).toEqual([
      ['created', 'new', null],
      ['status', 'in_progress', null],
      ['status', 'rejected', 'We do not repair beards'],
      ['note', null, 'Called back, no answer'],
      ['status', 'done', null],
    ]);
    expect(again.history).toHaveLength(2);
    expect(noted.history.at(-1)?.author_name).toBeTruthy();
    const tooLong = await t.graphql(
      A.note,
      { project_id: salon.projectId, id: visitorApp.id, text: 'x'.repeat(2001) },
      'en',
      salon.token,
    );
    expect(tooLong.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const events = await t.db.select().from(domainEvents).where(eq(domainEvents.subjectId, visitorApp.id));
    expect(
      events.filter((event) => event.kind === 'application.status_changed').map((event) => event.payload),
    ).toEqual([
      expect.objectContaining({ status: 'in_progress', reason: null, number: 1 }),
      expect.objectContaining({
        status: 'rejected',
        reason: 'We do not repair beards',
        serviceName: 'Beard repair',
      }),
      expect.objectContaining({ status: 'done', reason: null, customerId: visitorApp.customer.id }),
    ]);
    expect(await a.ok(salon, A.counts)).toMatchObject({ new: 2, done: 1 });
  });

  it('gives the customer their own applications only, with their files', async () => {
    const mine = await a.graphqlAs(A.mine, {}, { token: salonCustomer.access });
    expect(mine.data.customer_application_list.list).toMatchObject([
      { id: customerApp.id, number: 2, service_name: 'Beard repair', files: [{ name: 'mine.pdf' }] },
    ]);
    const own = await a.graphqlAs(A.myOne, { id: customerApp.id }, { token: salonCustomer.access });
    expect(own.data.customer_application.id).toBe(customerApp.id);
    const file = await t.app.inject({
      method: 'GET',
      url:
        new URL(own.data.customer_application.files[0].url).pathname +
        new URL(own.data.customer_application.files[0].url).search,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toMatch(/^%PDF/);
    for (const id of [visitorApp.id, cafeApp.id]) {
      const other = await a.graphqlAs(A.myOne, { id }, { token: salonCustomer.access });
      expect(other.errors?.[0].extensions.code).toBe('NOT_FOUND');
    }
    const visitor = await a.graphqlAs(A.mine, {});
    expect(visitor.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const owner = await a.graphqlAs(A.mine, {}, { token: salon.token });
    expect(owner.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("keeps owners, customers and visitors out of another project's applications", async () => {
    for (const query of [A.one, A.status, A.note]) {
      const variables = { project_id: salon.projectId, id: visitorApp.id, status: 'done', text: 'x' };
      const byCafeOwner = await t.graphql(query, variables, 'en', cafe.token);
      expect(byCafeOwner.errors?.[0].extensions.code, query).toBe('NOT_FOUND');
      const mixed = await t.graphql(query, { ...variables, project_id: cafe.projectId }, 'en', cafe.token);
      expect(mixed.errors?.[0].extensions.code, query).toBe('NOT_FOUND');
      const byCustomer = await a.graphqlAs(query, variables, { token: salonCustomer.access });
      expect(byCustomer.errors?.[0].extensions.code, query).toBe('UNAUTHENTICATED');
      const byVisitor = await a.graphqlAs(query, variables);
      expect(byVisitor.errors?.[0].extensions.code, query).toBe('UNAUTHENTICATED');
    }
    const cafeList = await a.ok<{ list: Application[] }>(cafe, A.list);
    expect(cafeList.list.map((item) => item.id)).toEqual([cafeApp.id]);
    const otherCustomer = await a.graphqlAs(A.mine, {}, { token: cafeCustomer.access });
    expect(otherCustomer.data.customer_application_list.list.map((item: { id: string }) => item.id)).toEqual([
      cafeApp.id,
    ]);
  });

  it('serves a file only through an unaltered, unexpired link of its own project', async () => {
    const fresh = await a.ok<Application>(salon, A.one, { id: visitorApp.id });
    const link = new URL(fresh.files[0].url);
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const ok = await get(link.pathname + link.search);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toMatch(/^attachment; filename="plan.pdf"/);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['cache-control']).toBe('private, no-store');
    const [, , , projectId, fileId] = link.pathname.split('/');
    const expires = link.searchParams.get('expires') as string;
    const signature = link.searchParams.get('signature') as string;
    const other = `/files/applications/${cafe.projectId}/${fileId}?expires=${expires}&signature=${signature}`;
    expect((await get(other)).statusCode).toBe(403);
    const tampered = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await get(`/files/applications/${projectId}/${fileId}?expires=${expires}&signature=${tampered}`))
        .statusCode,
    ).toBe(403);
    const later = `/files/applications/${projectId}/${fileId}?expires=${Number(expires) + 60}&signature=${signature}`;
    expect((await get(later)).statusCode).toBe(403);
    const cafeFile = new URL(cafeApp.files[0].url);
    const crossed = `/files/applications/${projectId}/${cafeFile.pathname.split('/')[4]}${cafeFile.search}`;
    expect((await get(crossed)).statusCode).toBe(403);
    expect((await get(`/files/applications/${projectId}/${fileId}`)).statusCode).toBe(403);
    expect((await get(`/files/applications/${projectId}/not-a-uuid?expires=1&signature=x`)).statusCode).toBe(
      404,
    );
    // Expired: a link signed ten minutes and a second ago.
    vi.useFakeTimers({ now: Date.now() + 10 * 60 * 1000 + 1000, toFake: ['Date'] });
    try {
      expect((await get(link.pathname + link.search)).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    // The public uploads route never serves it.
    expect((await get(`/uploads/applications/${fileId}.pdf`)).statusCode).toBe(404);
  });

  it("moves a merged customer's applications to the customer kept", async () => {
    const merged = await t.graphql(
      print(MergeCustomersDocument),
      { project_id: salon.projectId, target_id: visitorApp.customer.id, source_id: customerApp.customer.id },
      'en',
      salon.token,
    );
    expect(merged.errors).toBeUndefined();
    const moved = await a.ok<Application>(salon, A.one, { id: customerApp.id });
    expect(moved.customer.id).toBe(visitorApp.customer.id);
  });

  it("removes a deleted customer's applications with their files, and an owner's with their projects'", async () => {
    expect(a.storedFiles(salon.projectId)).toHaveLength(2);
    const removed = await t.graphql(
      print(DeleteCustomerDocument),
      { project_id: salon.projectId, id: visitorApp.customer.id },
      'en',
      salon.token,
    );
    expect(removed.errors).toBeUndefined();
    expect(a.storedFiles(salon.projectId)).toEqual([]);
    expect((await a.ok<{ list: Application[] }>(salon, A.list)).list.map((item) => item.number)).toEqual([3]);
    expect(a.storedFiles(cafe.projectId)).toHaveLength(1);
    const gone = await a.graphqlAs(print(DeleteCustomerAccountDocument), {}, { token: cafeCustomer.access });
    expect(gone.errors).toBeUndefined();
    expect(a.storedFiles(cafe.projectId)).toEqual([]);
    // An owner who leaves takes their projects' files along.
    const leaving = await t.ownerWithProject();
    await a.publish(leaving);
    const service = await a.serviceWithForm(leaving, FULL_FORM);
    const input = { name: 'Last', phone: '+995555300001', answers: [{ field_id: 'q_issue', value: 'x' }] };
    const sent = await a.submit({
      domain: leaving.domain,
      serviceId: service.id,
      formVersion: 1,
      input,
      files: [pdfFile()],
    });
    expect(sent.errors).toBeUndefined();
    expect(a.storedFiles(leaving.projectId)).toHaveLength(1);
    const left = await t.graphql(
      'mutation($p: String!) { delete_client(password: $p) }',
      { p: GOOD_PASSWORD },
      'en',
      leaving.token,
    );
    expect(left.errors).toBeUndefined();
    expect(a.storedFiles(leaving.projectId)).toEqual([]);
  });
});
