import fs from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import { MakeContactOrderDocument } from '@donut/graphql';
import { contactOrders } from '../../db/schema';
import { parseEml } from '../mail/testing/parse-eml';
import { escapeHtml } from '../mail/escape-html';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerClient } from '../../testing/clients';

const MAKE = print(MakeContactOrderDocument);
const SUPPORT = 'help@donut.test';
const good = {
  email: 'anna@mail.ru',
  name: 'Анна',
  phone: '+995 555 12 34 56',
  question: 'Можно ли оплатить год сразу?',
};

let ipCounter = 0;
/** Each test asks from an address of its own, so the per-IP allowance of one never spills into another. */
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function make(
  t: TestApp,
  variables: Record<string, unknown>,
  options: { ip: string; language?: string; token?: string },
) {
  const headers: Record<string, string> = { 'x-language': options.language ?? 'ru' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    remoteAddress: options.ip,
    payload: { query: MAKE, variables },
  });
  return response.json() as {
    data: { make_contact_order: boolean } | null;
    errors?: Array<{ message: string; extensions: { code: string; fields?: Record<string, string> } }>;
  };
}

/** The mails to support, newest last, with their headers. */
function supportMails(t: TestApp) {
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => parseEml(fs.readFileSync(path.join(dir, name), 'utf8')))
    .filter((mail) => mail.headers.get('to') === SUPPORT)
    .map((mail) => ({
      headers: mail.headers,
      text: mail.parts.find((part) => part.contentType === 'text/plain')?.body ?? '',
      html: mail.parts.find((part) => part.contentType === 'text/html')?.body ?? '',
    }));
}

const rowsFrom = (t: TestApp, email: string) =>
  t.db.select().from(contactOrders).where(eq(contactOrders.email, email));

describe.each(testEngines)('make_contact_order on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(() => t.dispose());

  const REQUIRED = 'Это поле обязательно для заполнения';
  it.each([
    ['email', 'empty', { email: '' }, REQUIRED],
    [
      'email',
      'without a mail domain',
      { email: 'anna@mail' },
      'Адрес электронной почты должен содержать @ и домен почтового сервиса',
    ],
    ['name', 'blank', { name: '   ' }, REQUIRED],
    ['name', 'of 101 characters', { name: 'n'.repeat(101) }, 'Максимум 100 символов'],
    ['phone', 'empty', { phone: '' }, REQUIRED],
    ['phone', 'in words', { phone: 'позвоните мне' }, 'Неверный формат телефона'],
    [
      'phone',
      'padded past 32 characters',
      { phone: `+995${' '.repeat(30)}555123456` },
      'Максимум 32 символа',
    ],
    ['question', 'empty', { question: '' }, REQUIRED],
    ['question', 'of 2001 characters', { question: 'q'.repeat(2001) }, 'Максимум 2000 символов'],
  ])(
    'refuses a %s %s with a localized field error, storing and mailing nothing',
    async (field, _case, change, text) => {
      const before = {
        rows: (await t.db.select().from(contactOrders)).length,
        mails: supportMails(t).length,
      };
      const answer = await make(t, { ...good, ...change }, { ip: nextIp() });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Проверьте выделенные поля.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(answer.errors?.[0].extensions.fields).toEqual({ [field]: text });
      expect((await t.db.select().from(contactOrders)).length).toBe(before.rows);
      expect(supportMails(t).length).toBe(before.mails);
    },
  );

  it('refuses every missing field at once', async () => {
    const answer = await make(t, {}, { ip: nextIp() });
    // The operation declares every variable non-null: GraphQL itself refuses before the resolver.
    expect(answer.errors?.length).toBeGreaterThan(0);
    const empty = await make(t, { email: '', name: '', phone: '', question: '' }, { ip: nextIp() });
    expect(empty.errors?.[0].extensions.fields).toEqual({
      email: REQUIRED,
      name: REQUIRED,
      phone: REQUIRED,
      question: REQUIRED,
    });
  });

  it('answers in the request language', async () => {
    const answer = await make(t, { ...good, phone: 'call me' }, { ip: nextIp(), language: 'ka' });
    expect(answer.errors?.[0].extensions.fields).toEqual({ phone: 'ტელეფონის ნომრის არასწორი ფორმატი' });
  });

  it("stores a visitor's question with the request language and mails it to support, Reply-To the asker, escaped", async () => {
    const email = 'visitor.one@mail.test';
    const name = 'Nino <script>alert(1)</script> & Co';
    const question = 'Do you take "payments" from a company?\nWe are <b>three</b> people.';
    const answer = await make(
      t,
      { email: ` ${email} `, name, phone: '+995 (32) 212-34-56', question },
      { ip: nextIp(), language: 'en' },
    );

    expect(answer).toEqual({ data: { make_contact_order: true } });
    const rows = await rowsFrom(t, email);
    expect(rows).toEqual([
      expect.objectContaining({
        email,
        name,
        phone: '+995 (32) 212-34-56',
        question,
        locale: 'en',
        clientId: null,
        createdAt: expect.any(Date),
      }),
    ]);
    const [mail] = supportMails(t).filter((m) => m.headers.get('reply-to')?.includes(email));
    expect(mail.headers.get('reply-to')).toBe(`"${name}" <${email}>`);
    expect(mail.headers.get('subject')).toBe(`Donut: a new question from ${name}`);
    expect(mail.text).toContain(`E-mail: ${email}`);
    expect(mail.text).toContain('We are <b>three</b> people.');
    expect(mail.text).toContain('site visitor, not signed in');
    expect(mail.html).toContain(escapeHtml(`Name: ${name}`));
    expect(mail.html).toContain(escapeHtml('We are <b>three</b> people.'));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>three</b>');
  });

  it("stores each signed-in owner's question with that owner, and only theirs", async () => {
    const a = await registerClient(t, 'ru');
    const b = await registerClient(t, 'ka');
    await make(
      t,
      { ...good, email: a.email, question: 'Вопрос владельца А' },
      { ip: nextIp(), language: 'ru', token: a.tokens.access_token },
    );
    await make(
      t,
      { ...good, email: 'b.other@mail.test', question: 'კითხვა B-სგან' },
      { ip: nextIp(), language: 'ka', token: b.tokens.access_token },
    );
    const { data: me } = await t.graphql<{ client: { id: string } }>(
      '{ client { id } }',
      {},
      'en',
      a.tokens.access_token,
    );
    const { data: other } = await t.graphql<{ client: { id: string } }>(
      '{ client { id } }',
      {},
      'en',
      b.tokens.access_token,
    );

    expect(await rowsFrom(t, a.email)).toEqual([
      expect.objectContaining({ clientId: me.client.id, locale: 'ru', question: 'Вопрос владельца А' }),
    ]);
    expect(await rowsFrom(t, 'b.other@mail.test')).toEqual([
      expect.objectContaining({ clientId: other.client.id, locale: 'ka' }),
    ]);
    const mailOfA = supportMails(t).find((m) => m.headers.get('reply-to')?.includes(a.email));
    expect(mailOfA?.text).toContain(`владелец аккаунта, ID ${me.client.id}`);
  });

  it('takes five questions per IP address in ten minutes, then refuses in the request language and stores nothing', async () => {
    const ip = nextIp();
    // Invalid questions do not use the allowance up.
    for (let i = 0; i < 3; i++) await make(t, { ...good, phone: 'x' }, { ip });
    for (let i = 0; i < 5; i++) {
      expect(await make(t, { ...good, email: `limit.${i}@mail.test` }, { ip })).toEqual({
        data: { make_contact_order: true },
      });
    }
    const refused = await make(t, { ...good, email: 'limit.6@mail.test' }, { ip, language: 'en' });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You have sent several messages in a short time. Please try again in a few minutes.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(await rowsFrom(t, 'limit.6@mail.test')).toEqual([]);
    expect(supportMails(t).filter((m) => m.headers.get('reply-to')?.includes('limit.'))).toHaveLength(5);
    // Another address still has its own allowance.
    expect(await make(t, { ...good, email: 'limit.6@mail.test' }, { ip: nextIp() })).toEqual({
      data: { make_contact_order: true },
    });
  });
});

describe.each(testEngines)('make_contact_order with the mail server down on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every delivery fails at once.
    t = await createTestApp(engine, { SUPPORT_EMAIL: SUPPORT, SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.dispose());

  it('keeps the stored question and tells the asker it was sent', async () => {
    const answer = await make(t, { ...good, email: 'smtp.down@mail.test' }, { ip: nextIp() });
    expect(answer).toEqual({ data: { make_contact_order: true } });
    expect(await rowsFrom(t, 'smtp.down@mail.test')).toHaveLength(1);
  });
});
