import { and, eq } from 'drizzle-orm';
import { print } from 'graphql';
import { CUSTOMER_AUTH_PATHS } from '@donut/auth';
import { PUBLISHED_WITH_SIGNATURE } from '@donut/auth/testing';
import { GetCustomerMeDocument } from '@donut/graphql';
import { customerEmailCodes, customers } from '../../db/schema';
import { testEngines } from '../../testing/test-databases';
import {
  botIdOf,
  CAFE_BOT,
  createProjectBotTestApp,
  SALON_BOT,
  type ProjectBotTestApp,
} from '../project-bot/project-bot-testing';
import { customerHelpers, initDataFor, miniAppUser, type Owner } from './customers-testing';

const ME = print(GetCustomerMeDocument);
/** A bot whose token signed the published init data vector (with `signature`), known to the stand-in. */
const VECTOR_BOT = { token: PUBLISHED_WITH_SIGNATURE.botToken, username: 'vector_test_bot', name: 'Vector' };

describe.each(testEngines)('customer sign-in on %s', (engine) => {
  let t: ProjectBotTestApp;
  let h: ReturnType<typeof customerHelpers>;
  let salon: Owner;
  let cafe: Owner;
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine, [VECTOR_BOT]);
    h = customerHelpers(t);
    salon = await h.ownerWithBot(SALON_BOT);
    cafe = await h.ownerWithBot(CAFE_BOT);
  });
  afterAll(() => t.dispose());

  const me = (access: string) => t.graphql(ME, {}, 'en', access);
  const customersOf = (owner: Owner) =>
    t.db.select().from(customers).where(eq(customers.projectId, owner.projectId));

  describe('inside the Mini App', () => {
    it('signs a Telegram user in with init data signed by the project bot, creating one customer', async () => {
      const user = miniAppUser({ language_code: 'ru' });

      const response = await h.miniAppSignIn(salon.domain, initDataFor(SALON_BOT.token, user));

      expect(response.statusCode).toBe(200);
      const cookies = h.cookiesOf(response).join('\n');
      expect(cookies).toMatch(/donut-refresh-token-cv=[\w-]+;.*HttpOnly/);
      expect(cookies).toMatch(/donut-refresh-token-expires-cv=\d+/);
      expect(cookies).not.toMatch(/-crm=/);
      const { data } = await me(response.json().data.access_token);
      expect(data.customer_me).toMatchObject({
        name: 'Nino Beridze',
        language: 'ru',
        telegram: { user_id: String(user.id), username: user.username },
        discount_percent: 0,
      });
      const again = await h.miniAppSignIn(
        salon.domain,
        initDataFor(SALON_BOT.token, { ...user, username: 'renamed' }),
      );
      expect((await me(again.json().data.access_token)).data.customer_me).toMatchObject({
        id: data.customer_me.id,
        telegram: { username: 'renamed' },
      });
      const rows = (await customersOf(salon)).filter((row) => row.telegramUserId === user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0].source).toBe('telegram');
    });

    it("refuses init data signed with another project's bot, expired, or tampered with", async () => {
      const user = miniAppUser();
      const before = (await customersOf(salon)).length;
      const signedByCafe = await h.miniAppSignIn(salon.domain, initDataFor(CAFE_BOT.token, user));
      const expired = await h.miniAppSignIn(salon.domain, initDataFor(SALON_BOT.token, user, 2 * 3600));
      const tampered = await h.miniAppSignIn(
        salon.domain,
        initDataFor(SALON_BOT.token, user).replace('Nino', 'Eve'),
      );
      for (const response of [signedByCafe, expired, tampered]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('TELEGRAM_AUTH_FAILED');
      }
      expect(await customersOf(salon)).toHaveLength(before);
    });

    it('accepts a real Telegram payload that carries the `signature` field', async () => {
      const owner = await h.ownerWithBot(VECTOR_BOT);
      vi.useFakeTimers({ toFake: ['Date'], now: (PUBLISHED_WITH_SIGNATURE.authDate + 60) * 1000 });
      try {
        const response = await h.miniAppSignIn(owner.domain, PUBLISHED_WITH_SIGNATURE.initData);
        expect(response.statusCode).toBe(200);
        const [row] = await customersOf(owner);
        expect(row).toMatchObject({
          telegramUserId: 279058397,
          telegramUsername: 'vdkfrost',
          language: 'ru',
        });
      } finally {
        vi.useRealTimers();
      }
    });

    it("names the project's bot on its public site, so the site offers Telegram sign-in only with one", async () => {
      const siteOf = async (owner: Owner) => {
        const link = await t.graphql(
          'query($p: ID!) { site_preview_link(project_id: $p) { url } }',
          { p: owner.projectId },
          'en',
          owner.token,
        );
        const token = new URL(link.data.site_preview_link.url).searchParams.get('preview');
        const result = await t.graphql(
          'query($d: String!, $t: String) { public_site(domain: $d, preview_token: $t) { telegram_bot } }',
          { d: owner.domain, t: token },
          'en',
        );
        return result.data.public_site;
      };
      expect(await siteOf(salon)).toEqual({ telegram_bot: SALON_BOT.username });
      expect(await siteOf(await t.ownerWithProject())).toEqual({ telegram_bot: null });
    });

    it('answers a site nobody has and a project without a bot without creating anyone', async () => {
      const unknown = await h.miniAppSignIn('no-such-site-xyz', initDataFor(SALON_BOT.token, miniAppUser()));
      expect(unknown.statusCode).toBe(404);
      const botless = await t.ownerWithProject();
      const noBot = await h.miniAppSignIn(botless.domain, initDataFor(SALON_BOT.token, miniAppUser()), 'ka');
      expect(noBot.json().error).toMatchObject({ code: 'NOT_AVAILABLE' });
      expect(noBot.json().error.message).toMatch(/Telegram/);
      expect(await customersOf(botless)).toHaveLength(0);
    });
  });

  describe('sessions', () => {
    it("never lets an owner's token act as a customer's, nor a customer's as an owner's", async () => {
      const customer = await h.customerOf(salon, SALON_BOT);
      const asOwner = await me(salon.token);
      expect(asOwner.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      const ownerOnly = await t.graphql('{ client { id } }', {}, 'en', customer.access);
      expect(ownerOnly.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      const list = await t.graphql(
        'query($p: ID!) { customer_list(project_id: $p) { meta { total } } }',
        { p: salon.projectId },
        'en',
        customer.access,
      );
      expect(list.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      // Nor do the refresh tokens cross: the owners' renewal does not know a customer's token.
      const ownerRenewal = await t.post('/auth/access-token', { refresh_token: customer.refresh });
      expect(ownerRenewal.statusCode).toBe(401);
    });

    it("renews on its own project's site only, and rotates like the owners' sessions", async () => {
      const customer = await h.customerOf(salon, SALON_BOT);
      const elsewhere = await t.post(CUSTOMER_AUTH_PATHS.refreshToken, {
        domain: cafe.domain,
        refresh_token: customer.refresh,
      });
      expect(elsewhere.statusCode).toBe(401);
      // That site never had the session: the other site's cookies are left as they are.
      expect(h.cookiesOf(elsewhere)).toEqual([]);
      // Refused elsewhere, but not ended: it still works on its own site.
      const rotated = await t.post(CUSTOMER_AUTH_PATHS.refreshToken, {
        domain: salon.domain,
        refresh_token: customer.refresh,
      });
      expect(rotated.statusCode).toBe(200);
      const next = rotated.json().data;
      expect(next.refresh_token).not.toBe(customer.refresh);
      expect((await me(next.access_token)).data.customer_me.id).toBeTruthy();
      const access = await t.post(CUSTOMER_AUTH_PATHS.accessToken, {
        domain: salon.domain,
        refresh_token: next.refresh_token,
      });
      expect(access.json().data.access_token).toBeTruthy();

      const logout = await t.post(CUSTOMER_AUTH_PATHS.logout, {
        domain: salon.domain,
        refresh_token: next.refresh_token,
      });
      expect(logout.statusCode).toBe(200);
      expect((await me(next.access_token)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      const afterLogout = await t.post(CUSTOMER_AUTH_PATHS.accessToken, {
        domain: salon.domain,
        refresh_token: next.refresh_token,
      });
      expect(afterLogout.statusCode).toBe(401);
    });
  });

  describe('on the web with an e-mail code', () => {
    it('mails a code in the asked language and signs in with it once; the address is one customer', async () => {
      const email = `Guest.${Date.now()}@Mail.test`;
      const sent = await t.post(
        CUSTOMER_AUTH_PATHS.emailCode,
        { domain: salon.domain, email },
        { 'x-language': 'ka' },
      );
      expect(sent.json()).toEqual({ data: { sent: true } });
      const mail = (await t.mails()).findLast((m) => m.to.includes(email.toLowerCase()));
      expect(mail?.subject).toContain('შესვლის კოდი');
      expect(mail?.text).toContain(`Salon ${salon.domain}`);
      const code = await h.mailedCode(email.toLowerCase());
      const stored = await t.db
        .select()
        .from(customerEmailCodes)
        .where(eq(customerEmailCodes.email, email.toLowerCase()));
      expect(JSON.stringify(stored)).not.toContain(code);

      const signedIn = await t.post(CUSTOMER_AUTH_PATHS.emailVerify, { domain: salon.domain, email, code });
      expect(signedIn.statusCode).toBe(200);
      const profile = (await me(signedIn.json().data.access_token)).data.customer_me;
      expect(profile.email).toBe(email.toLowerCase());
      const reused = await t.post(CUSTOMER_AUTH_PATHS.emailVerify, { domain: salon.domain, email, code });
      expect(reused.json().error.code).toBe('TOKEN_INVALID');

      const second = await h.emailSignIn(salon.domain, email.toLowerCase());
      expect((await me(second.access)).data.customer_me.id).toBe(profile.id);
    });

    it('counts wrong codes, spends the code after five, and a code of one site does nothing on another', async () => {
      const email = `wrong.${Date.now()}@mail.test`;
      await t.post(CUSTOMER_AUTH_PATHS.emailCode, { domain: salon.domain, email });
      const code = await h.mailedCode(email);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const onCafe = await t.post(CUSTOMER_AUTH_PATHS.emailVerify, { domain: cafe.domain, email, code });
      expect(onCafe.json().error.code).toBe('TOKEN_INVALID');
      const first = await t.post(
        CUSTOMER_AUTH_PATHS.emailVerify,
        { domain: salon.domain, email, code: wrongCode },
        { 'x-language': 'ru' },
      );
      expect(first.json().error).toMatchObject({
        code: 'VALIDATION',
        fields: { code: 'Код неверный. Проверьте письмо и попробуйте ещё раз.' },
      });
      for (let i = 0; i < 4; i++)
        await t.post(CUSTOMER_AUTH_PATHS.emailVerify, { domain: salon.domain, email, code: wrongCode });
      const right = await t.post(CUSTOMER_AUTH_PATHS.emailVerify, { domain: salon.domain, email, code });
      expect(right.json().error.code).toBe('TOKEN_INVALID');
      const malformed = await t.post(
        CUSTOMER_AUTH_PATHS.emailVerify,
        { domain: salon.domain, email, code: '12a' },
        { 'x-language': 'en' },
      );
      expect(malformed.json().error.fields.code).toBe('Enter the 6-digit code from the e-mail');
    });

    it('mails at most five codes an hour to one address of one project', async () => {
      const email = `flood.${Date.now()}@mail.test`;
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await t.post(CUSTOMER_AUTH_PATHS.emailCode, { domain: salon.domain, email })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await t.mails()).filter((m) => m.to.includes(email))).toHaveLength(5);
    });

    it('adds a proven address to a signed-in customer, and refuses one another customer has', async () => {
      const customer = await h.customerOf(salon, SALON_BOT);
      const email = `added.${Date.now()}@mail.test`;
      await t.post(CUSTOMER_AUTH_PATHS.emailCode, { domain: salon.domain, email });
      const added = await t.post(
        CUSTOMER_AUTH_PATHS.emailVerify,
        { domain: salon.domain, email, code: await h.mailedCode(email) },
        { authorization: `Bearer ${customer.access}` },
      );
      expect(added.json()).toEqual({ data: { added: true } });
      expect((await me(customer.access)).data.customer_me.email).toBe(email);

      const other = await h.customerOf(salon, SALON_BOT);
      await t.post(CUSTOMER_AUTH_PATHS.emailCode, { domain: salon.domain, email });
      const taken = await t.post(
        CUSTOMER_AUTH_PATHS.emailVerify,
        { domain: salon.domain, email, code: await h.mailedCode(email) },
        { authorization: `Bearer ${other.access}`, 'x-language': 'en' },
      );
      expect(taken.json().error.fields.email).toBe('This e-mail belongs to another client of the project.');
    });
  });

  describe('on the web through the bot', () => {
    const startUpdate = (from: object, text: string, updateId: number) => ({
      update_id: updateId,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: (from as { id: number }).id, type: 'private' },
        from,
        text,
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    });
    let updateId = 950_000;

    it('asks the Telegram user to confirm, then the first poll takes the session, once', async () => {
      const started = await t.post(CUSTOMER_AUTH_PATHS.botStart, { domain: salon.domain });
      const { poll_token, link } = started.json().data;
      expect(link).toMatch(new RegExp(`^https://t\\.me/${SALON_BOT.username}\\?start=login_[\\w-]{24}$`));
      const poll = () => t.post(CUSTOMER_AUTH_PATHS.botPoll, { domain: salon.domain, poll_token });
      expect((await poll()).json()).toEqual({ data: { status: 'pending' } });

      const from = {
        id: 7_200_000_001 + updateId,
        is_bot: false,
        first_name: 'Giorgi',
        language_code: 'ka',
        username: 'giorgi_web',
      };
      const payload = new URL(link).searchParams.get('start');
      const secret = t.webhookSecretOf(botIdOf(SALON_BOT));
      expect(
        (await t.deliver(botIdOf(SALON_BOT), startUpdate(from, `/start ${payload}`, updateId++), secret))
          .statusCode,
      ).toBe(200);
      const question = t.standIn.callsOf('sendMessage').findLast((call) => call.params.chat_id === from.id);
      expect(question?.params.text).toContain(`Salon ${salon.domain}`);
      const button = question?.params.reply_markup.inline_keyboard[0][0];
      expect(button.text).toBe('შესვლის დადასტურება');
      // Opening the link alone signs nobody in.
      expect((await poll()).json()).toEqual({ data: { status: 'pending' } });

      await t.deliver(
        botIdOf(SALON_BOT),
        {
          update_id: updateId++,
          callback_query: {
            id: '501',
            from,
            chat_instance: '9',
            data: button.callback_data,
            message: { message_id: 1, date: 1, chat: { id: from.id, type: 'private' }, text: 'q' },
          },
        },
        secret,
      );
      const edited = t.standIn.callsOf('editMessageText').findLast((call) => call.params.chat_id === from.id);
      expect(edited?.params.text).toBe('მზადაა! დაბრუნდით ბრაუზერში: შესული ხართ.');
      const confirmed = await poll();
      expect(confirmed.json().data).toMatchObject({ status: 'confirmed' });
      expect(h.cookiesOf(confirmed).join('\n')).toMatch(/donut-refresh-token-cv=/);
      const profile = (await me(confirmed.json().data.access_token)).data.customer_me;
      expect(profile).toMatchObject({ name: 'Giorgi', telegram: { username: 'giorgi_web' }, language: 'ka' });
      expect((await poll()).json().error.code).toBe('TOKEN_INVALID');
    });

    it("refuses another site's poll token and a stale link in the bot", async () => {
      const { poll_token } = (await t.post(CUSTOMER_AUTH_PATHS.botStart, { domain: salon.domain })).json()
        .data;
      const onCafe = await t.post(CUSTOMER_AUTH_PATHS.botPoll, { domain: cafe.domain, poll_token });
      expect(onCafe.json().error.code).toBe('TOKEN_INVALID');
      const from = { id: 7_300_000_001, is_bot: false, first_name: 'Eve', language_code: 'en' };
      await t.deliver(
        botIdOf(SALON_BOT),
        startUpdate(from, '/start login_AAAAAAAAAAAAAAAAAAAAAAAA', updateId++),
        t.webhookSecretOf(botIdOf(SALON_BOT)),
      );
      const answer = t.standIn.callsOf('sendMessage').findLast((call) => call.params.chat_id === from.id);
      expect(answer?.params.text).toBe(
        'This sign-in link has expired. Start signing in on the website again.',
      );
    });
  });

  if (engine === 'postgres')
    it('creates one customer when the same person signs in five times at once', async () => {
      const user = miniAppUser();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => h.miniAppSignIn(salon.domain, initDataFor(SALON_BOT.token, user))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const rows = await t.db
        .select()
        .from(customers)
        .where(and(eq(customers.projectId, salon.projectId), eq(customers.telegramUserId, user.id)));
      expect(rows).toHaveLength(1);
    });
});
