import { and, count, eq } from 'drizzle-orm';
import { print } from 'graphql';
import { CreateCustomerDocument } from '@donut/graphql';
import { rates, subscriptions } from '../../db/schema';
import {
  applicationFiles,
  customerEvents,
  customers,
  domainEvents,
  serviceApplications,
} from '../../db/schema';
import { testEngines } from '../../testing/test-databases';
import {
  CAFE_BOT,
  createProjectBotTestApp,
  SALON_BOT,
  type ProjectBotTestApp,
} from '../project-bot/project-bot-testing';
import { customerHelpers, type Owner } from '../customers/customers-testing';
import { applicationHelpers, exeFile, freshIp, FULL_FORM, pdfFile } from './applications-testing';

const visitor = (fields: Record<string, unknown> = {}) => ({
  name: 'Giorgi',
  phone: '+995 555 11-22-33',
  answers: [{ field_id: 'q_issue', value: 'The tap leaks' }],
  ...fields,
});

describe.each(testEngines)('sending applications on %s', (engine) => {
  let t: ProjectBotTestApp;
  let h: ReturnType<typeof customerHelpers>;
  let a: ReturnType<typeof applicationHelpers>;
  let salon: Owner;
  let service: { id: string; form: { version: number } };
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine);
    h = customerHelpers(t);
    a = applicationHelpers(t);
    salon = await h.ownerWithBot(SALON_BOT);
    await a.publish(salon);
    service = await a.serviceWithForm(salon, FULL_FORM);
  });
  afterAll(() => t.dispose());

  const send = (fields: Partial<Parameters<typeof a.submit>[0]> = {}) =>
    a.submit({
      domain: salon.domain,
      serviceId: service.id,
      formVersion: service.form.version,
      input: visitor(),
      ...fields,
    });

  const rowsOf = async (projectId: string) => {
    const [apps] = await t.db
      .select({ n: count() })
      .from(serviceApplications)
      .where(eq(serviceApplications.projectId, projectId));
    const [files] = await t.db
      .select({ n: count() })
      .from(applicationFiles)
      .where(eq(applicationFiles.projectId, projectId));
    return { applications: apps.n, files: files.n };
  };

  it("takes a visitor's application with a file, creates their customer and numbers it", async () => {
    const answer = await send({ files: [pdfFile()], language: 'ka' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.submit_application).toMatchObject({ number: 1, status: 'new', in_cabinet: false });
    const id = answer.data.submit_application.id;
    const [row] = await t.db.select().from(serviceApplications).where(eq(serviceApplications.id, id));
    expect(row).toMatchObject({ channel: 'web', language: 'ka', formVersion: 1, serviceName: 'Repair' });
    expect(row.answers).toEqual({ name: 'Giorgi', phone: '+995 555 11-22-33', q_issue: 'The tap leaks' });
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, row.customerId));
    expect(customer).toMatchObject({ phone: '+995555112233', name: 'Giorgi', source: 'web', language: 'ka' });
    expect(a.storedFiles(salon.projectId)).toHaveLength(1);
    const timeline = await t.db
      .select()
      .from(customerEvents)
      .where(and(eq(customerEvents.customerId, customer.id), eq(customerEvents.kind, 'application')));
    expect(timeline[0]).toMatchObject({ text: 'Repair', data: { applicationId: id, number: 1 } });
    const events = await t.db.select().from(domainEvents).where(eq(domainEvents.subjectId, id));
    expect(events).toMatchObject([
      {
        kind: 'application.received',
        payload: { number: 1, serviceName: 'Repair', customerId: customer.id },
      },
    ]);
  });

  it('joins the customer who has that phone, and keeps their data as it was', async () => {
    const owner = await t.ownerWithProject();
    await a.publish(owner);
    const form = await a.serviceWithForm(owner, []);
    const created = await t.graphql(
      print(CreateCustomerDocument),
      {
        project_id: owner.projectId,
        input: { name: 'Nino B.', phone: '+995 599 00 00 01', language: 'en', discount_percent: 0, tags: [] },
      },
      'en',
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    const answer = await a.submit({
      domain: owner.domain,
      serviceId: form.id,
      formVersion: 1,
      input: { name: 'Someone else', phone: '995599000001' },
    });
    expect(answer.errors).toBeUndefined();
    const [row] = await t.db
      .select()
      .from(serviceApplications)
      .where(eq(serviceApplications.id, answer.data.submit_application.id));
    expect(row.customerId).toBe(created.data.create_customer.id);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, row.customerId));
    expect(customer.name).toBe('Nino B.');
    expect(row.answers.name).toBe('Someone else');
  });

  it("gives a new visitor's customer the form's e-mail, unless another customer of the project has it", async () => {
    const owner = await t.ownerWithProject();
    await a.publish(owner);
    const form = await a.serviceWithForm(owner, [{ id: 'email', kind: 'email', required: false }]);
    const sendAs = async (phone: string) => {
      const answer = await a.submit({
        domain: owner.domain,
        serviceId: form.id,
        formVersion: 1,
        input: { name: 'Ana', phone, email: 'Ana@Mail.test' },
      });
      expect(answer.errors).toBeUndefined();
      const [row] = await t.db
        .select({ customerId: serviceApplications.customerId })
        .from(serviceApplications)
        .where(eq(serviceApplications.id, answer.data.submit_application.id));
      const [customer] = await t.db.select().from(customers).where(eq(customers.id, row.customerId));
      return customer;
    };
    const first = await sendAs('+995 599 10 20 30');
    expect(first).toMatchObject({ phone: '+995599102030', email: 'ana@mail.test' });
    // Another phone with the same e-mail is another person as far as the business knows: a customer of its own.
    const second = await sendAs('+995 599 40 50 60');
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ phone: '+995599405060', email: null });
  });

  it("puts a signed-in customer's application in their cabinet, marked as sent from the Mini App", async () => {
    const customer = await h.customerOf(salon, SALON_BOT);
    const answer = await send({ token: customer.access, input: visitor({ phone: '+995 555 99-99-99' }) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.submit_application).toMatchObject({ in_cabinet: true });
    const [row] = await t.db
      .select()
      .from(serviceApplications)
      .where(eq(serviceApplications.id, answer.data.submit_application.id));
    expect(row.channel).toBe('telegram');
    const mine = await a.graphqlAs('{ customer_me { id } }', {}, { token: customer.access });
    expect(row.customerId).toBe(mine.data.customer_me.id);
    // Their phone is not taken from the form: no second customer appears for it.
    const [other] = await t.db
      .select({ n: count() })
      .from(customers)
      .where(and(eq(customers.projectId, salon.projectId), eq(customers.phone, '+995555999999')));
    expect(other.n).toBe(0);
    // Signed in by a mailed code, the same customer sends from the web.
    const web = await h.emailSignIn(salon.domain, 'nino.web@example.com');
    const fromWeb = await send({ token: web.access });
    expect(fromWeb.data.submit_application.in_cabinet).toBe(true);
    const [webRow] = await t.db
      .select()
      .from(serviceApplications)
      .where(eq(serviceApplications.id, fromWeb.data.submit_application.id));
    expect(webRow.channel).toBe('web');
  });

  it('treats a customer of another project as a visitor', async () => {
    const cafe = await h.ownerWithBot(CAFE_BOT);
    const stranger = await h.customerOf(cafe, CAFE_BOT);
    const answer = await send({ token: stranger.access });
    expect(answer.data.submit_application.in_cabinet).toBe(false);
  });

  describe('refusals that leave no rows and no files', () => {
    let before: { applications: number; files: number };
    let filesBefore: number;
    beforeEach(async () => {
      before = await rowsOf(salon.projectId);
      filesBefore = a.storedFiles(salon.projectId).length;
    });
    afterEach(async () => {
      expect(await rowsOf(salon.projectId)).toEqual(before);
      expect(a.storedFiles(salon.projectId)).toHaveLength(filesBefore);
    });
    const fieldsOf = (answer: { errors?: Array<{ extensions: { code: string; fields?: unknown } }> }) => {
      expect(answer.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
      return answer.errors?.[0].extensions.fields as Record<string, string>;
    };

    it('missing required answers, each under its field', async () => {
      const answer = await send({ input: { name: '', phone: '12', answers: [] }, files: [pdfFile()] });
      expect(fieldsOf(answer)).toEqual({
        name: 'This field is required',
        phone: 'Invalid phone format',
        q_issue: 'This field is required',
      });
    });

    it('a wrong choice, a past date, an address without its point, too many people', async () => {
      const answer = await send({
        input: visitor({
          desired_date: '2020-01-01',
          people: 5000,
          address: { text: 'Rustaveli 1' },
          answers: [
            { field_id: 'q_issue', value: 'Leak' },
            { field_id: 'q_size', value: 'Huge' },
            { field_id: 'q_urgent', value: 'maybe' },
          ],
        }),
      });
      expect(Object.keys(fieldsOf(answer)).sort()).toEqual([
        'address',
        'desired_date',
        'people',
        'q_size',
        'q_urgent',
      ]);
      expect(fieldsOf(answer)).toMatchObject({
        address: 'You need to select a point on the map',
        desired_date: 'Choose today or a later date',
      });
    });

    it('a program renamed .pdf', async () => {
      const answer = await send({ files: [pdfFile('ok.pdf'), exeFile('invoice.pdf')] });
      expect(fieldsOf(answer)).toEqual({ files: 'Invalid file type' });
    });

    it('a file over 10 MB, and more than five files', async () => {
      const big = await send({ files: [pdfFile('scan.pdf', 10 * 1024 * 1024)] });
      expect(fieldsOf(big)).toEqual({ files: 'File size should not exceed 10 MB' });
      const many = await send({ files: Array.from({ length: 6 }, (_, i) => pdfFile(`p${i}.pdf`)) });
      expect(fieldsOf(many)).toEqual({ files: 'Maximum 5 files' });
    });

    it('a form the owner changed meanwhile', async () => {
      const answer = await send({ formVersion: service.form.version + 1, files: [pdfFile()] });
      expect(fieldsOf(answer)).toEqual({
        form_version: 'The form has just changed. Check the fields and send it again.',
      });
    });

    it('a hidden service, an unpublished site, a service without applications', async () => {
      const hidden = await a.serviceWithForm(salon, [], { is_visible: false });
      const closed = await a.serviceWithForm(salon, [], { takes_applications: false });
      for (const id of [hidden.id, closed.id]) {
        const answer = await send({ serviceId: id, formVersion: 1 });
        expect(answer.errors?.[0].extensions.code).toBe('NOT_FOUND');
      }
      const draft = await t.ownerWithProject();
      const answer = await a.submit({
        domain: draft.domain,
        serviceId: service.id,
        formVersion: 1,
        input: visitor(),
      });
      expect(answer.errors?.[0].extensions.code).toBe('NOT_FOUND');
    });

    it("files over the plan's storage, after they were written", async () => {
      const clientId = (await t.graphql('{ client { id } }', {}, 'en', salon.token)).data.client.id as string;
      const [plan] = await t.db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId));
      const [start] = await t.db.select().from(rates).where(eq(rates.code, 'start'));
      const { id: _id, ...fields } = start;
      const [full] = await t.db
        .insert(rates)
        .values({ ...fields, code: `no-storage-${engine}`, maxStorageGb: 0 })
        .returning();
      await t.db.update(subscriptions).set({ rateId: full.id }).where(eq(subscriptions.clientId, clientId));
      try {
        const answer = await send({ files: [pdfFile()] });
        expect(answer.errors?.[0].extensions.code).toBe('PLAN_LIMIT_REACHED');
        expect(answer.errors?.[0].message).toMatch(/cannot receive files/);
      } finally {
        await t.db
          .update(subscriptions)
          .set({ rateId: plan.rateId })
          .where(eq(subscriptions.clientId, clientId));
      }
    });
  });

  it('allows 10 sends per address in 10 minutes; refused sends do not count', async () => {
    const owner = await t.ownerWithProject();
    await a.publish(owner);
    const plain = await a.serviceWithForm(owner, []);
    const ip = freshIp();
    const sendFrom = (input: Record<string, unknown>) =>
      a.submit({ domain: owner.domain, serviceId: plain.id, formVersion: 1, input, ip });
    expect((await sendFrom({ name: '', phone: '' })).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    for (let i = 0; i < 10; i++)
      expect(
        (await sendFrom({ name: `N${i}`, phone: `+99555500${String(i).padStart(4, '0')}` })).errors,
      ).toBeUndefined();
    const refused = await sendFrom({ name: 'Eleven', phone: '+995555009999' });
    expect(refused.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(await rowsOf(owner.projectId)).toMatchObject({ applications: 10 });
  });

  it('stores a send repeated with the same key once and answers the same receipt', async () => {
    const key = 'repeat-key-0001';
    const first = await send({ key, files: [pdfFile()] });
    const again = await send({ key, files: [pdfFile()] });
    expect(again.data.submit_application).toEqual(first.data.submit_application);
    const [n] = await t.db
      .select({ n: count() })
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, first.data.submit_application.id));
    expect(n.n).toBe(1);
  });

  // PGlite has one connection: these races can only happen on PostgreSQL.
  it.runIf(engine === 'postgres')(
    'stores six concurrent sends with one key once (a race on PostgreSQL)',
    async () => {
      const key = 'concurrent-key-01';
      const answers = await Promise.all(Array.from({ length: 6 }, () => send({ key, files: [pdfFile()] })));
      for (const answer of answers) expect(answer.errors).toBeUndefined();
      const ids = new Set(answers.map((answer) => answer.data.submit_application.id));
      expect(ids.size).toBe(1);
      const [stored] = await t.db
        .select({ n: count() })
        .from(serviceApplications)
        .where(
          and(
            eq(serviceApplications.projectId, salon.projectId),
            eq(serviceApplications.idempotencyKey, key),
          ),
        );
      expect(stored.n).toBe(1);
      const [files] = await t.db
        .select({ n: count() })
        .from(applicationFiles)
        .where(eq(applicationFiles.applicationId, [...ids][0]));
      expect(files.n).toBe(1);
      const rowsOfFiles = await t.db
        .select({ n: count() })
        .from(applicationFiles)
        .where(eq(applicationFiles.projectId, salon.projectId));
      expect(a.storedFiles(salon.projectId)).toHaveLength(rowsOfFiles[0].n);
    },
  );

  it.runIf(engine === 'postgres')(
    'numbers eight concurrent applications 1 to 8 (a race on PostgreSQL)',
    async () => {
      const owner = await t.ownerWithProject();
      await a.publish(owner);
      const plain = await a.serviceWithForm(owner, []);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          a.submit({
            domain: owner.domain,
            serviceId: plain.id,
            formVersion: 1,
            input: { name: `Client ${i}`, phone: `+99555510${String(i).padStart(4, '0')}` },
          }),
        ),
      );
      const numbers = answers.map((answer) => answer.data.submit_application.number).sort((x, y) => x - y);
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    },
  );
});
