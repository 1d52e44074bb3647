import { eq } from 'drizzle-orm';
import { clients, identities, telegramLinkTokenUses } from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import {
  CLIENT_QUERY,
  GOOD_PASSWORD,
  mailedToken,
  registerConfirmedClient,
  registerClient,
  sessionIdOf,
  signInitData,
} from '../../testing/clients';
import { hashToken } from './secure-token';
import { createTelegramLinkToken } from './telegram-link-token';
import { createTelegramSignIn } from './telegram-sign-in.service';

const BOT_TOKEN = '7000000001:AAE-test-token-of-the-donut-bot-xyz';
/** createTestApp's JWT_SECRET, which also signs the link tokens. */
const SECRET = 'test-secret-test-secret-test-secret-0123';
const fresh = () => String(Math.floor(Date.now() / 1000) - 5);
const user = (
  id: number,
  names: { first_name?: string; last_name?: string } = { first_name: 'Нино', last_name: 'ბერიძე & Co' },
) => JSON.stringify({ id, ...names, language_code: 'ka' });
let nextTelegramId = 7_100_000_000;
const newTelegramId = () => nextTelegramId++;

describe('Telegram sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TELEGRAM_BOT_TOKEN: BOT_TOKEN });
  });
  afterAll(() => t.dispose());

  const signIn = (initData: string) =>
    t.post('/auth/telegram', { init_data: initData }, { 'x-language': 'ru' });

  it('creates an owner who must set a password, then signs the same owner in again', async () => {
    const initData = signInitData(BOT_TOKEN, { auth_date: fresh(), query_id: 'AAH1', user: user(424242) });
    const first = await signIn(initData);
    expect(first.statusCode).toBe(200);
    const client = (await t.graphql(CLIENT_QUERY, {}, 'en', first.json().data.access_token)).data.client;
    expect(client).toMatchObject({
      email: null,
      need_set_password: true,
      is_telegram_connected: true,
      name: 'Нино',
      surname: 'ბერიძე & Co',
    });
    const second = await signIn(signInitData(BOT_TOKEN, { auth_date: fresh(), user: user(424242) }));
    const again = (await t.graphql(CLIENT_QUERY, {}, 'en', second.json().data.access_token)).data.client;
    expect(again.id).toBe(client.id);
  });

  it('cuts a long name between whole characters: an emoji is never halved into U+FFFD', async () => {
    const first = `${'a'.repeat(99)}😀b`;
    const last = `${'ბ'.repeat(98)}👨‍👩‍👧‍👦`; // the family emoji is 7 code points: it does not fit in 100
    const response = await signIn(
      signInitData(BOT_TOKEN, {
        auth_date: fresh(),
        user: user(newTelegramId(), { first_name: first, last_name: last }),
      }),
    );
    expect(response.statusCode).toBe(200);
    const client = (await t.graphql(CLIENT_QUERY, {}, 'en', response.json().data.access_token)).data.client;
    expect(client.name).toBe(`${'a'.repeat(99)}😀`);
    expect(client.surname).toBe('ბ'.repeat(98));
    expect(`${client.name}${client.surname}`).not.toContain('\uFFFD');
  });

  it('strips NUL and other control characters from the names instead of failing with a 500', async () => {
    const response = await signIn(
      signInitData(BOT_TOKEN, {
        auth_date: fresh(),
        user: user(newTelegramId(), { first_name: 'Ни\u0000но\u0007', last_name: '\u0000' }),
      }),
    );
    expect(response.statusCode).toBe(200);
    const client = (await t.graphql(CLIENT_QUERY, {}, 'en', response.json().data.access_token)).data.client;
    expect(client).toMatchObject({ name: 'Нино', surname: null });
  });

  it.each([
    ['tampered', () => signInitData(BOT_TOKEN, { auth_date: fresh(), user: user(1) }).replace('Co', 'Cx')],
    [
      'signed by another bot',
      () =>
        signInitData('7000000002:AAE-another-bot-token-xxxxxxxxxxxxx', { auth_date: fresh(), user: user(1) }),
    ],
    [
      'expired',
      () =>
        signInitData(BOT_TOKEN, { auth_date: String(Math.floor(Date.now() / 1000) - 7200), user: user(1) }),
    ],
    [
      'from the future',
      () =>
        signInitData(BOT_TOKEN, { auth_date: String(Math.floor(Date.now() / 1000) + 600), user: user(1) }),
    ],
    [
      'with a duplicated key',
      () =>
        `${signInitData(BOT_TOKEN, { auth_date: fresh(), user: user(1) })}&user=${encodeURIComponent(user(2))}`,
    ],
    [
      'oversized',
      () => signInitData(BOT_TOKEN, { auth_date: fresh(), user: user(1), padding: 'x'.repeat(5000) }),
    ],
    ['empty', () => ''],
  ])('refuses init data %s with the spec text', async (_, make) => {
    const response = await signIn(make());
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'TELEGRAM_AUTH_FAILED',
      message: 'Не удалось войти через Telegram',
    });
  });
});

describe.each(testEngines)('linking Telegram from the profile on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { TELEGRAM_BOT_TOKEN: BOT_TOKEN });
  });
  afterAll(() => t.dispose());

  const profile = async (accessToken: string) =>
    (
      await t.graphql(
        '{ client { id is_confirm_email is_telegram_connected telegram_token } }',
        {},
        'en',
        accessToken,
      )
    ).data.client;
  const openMiniApp = (telegramId: number, startParam?: string, language = 'en') =>
    t.post(
      '/auth/telegram',
      {
        init_data: signInitData(BOT_TOKEN, {
          auth_date: fresh(),
          ...(startParam ? { start_param: startParam } : {}),
          user: user(telegramId),
        }),
      },
      { 'x-language': language },
    );
  const clientOfTelegram = async (telegramId: number) =>
    (
      await t.db
        .select({ clientId: identities.clientId })
        .from(identities)
        .where(eq(identities.subject, String(telegramId)))
    )[0]?.clientId ?? null;
  const expectLinkRefused = (response: Awaited<ReturnType<typeof openMiniApp>>) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'TOKEN_INVALID',
      message: expect.stringContaining('Telegram'),
    });
  };

  it('links the Telegram account that opens the Mini App with the profile token, then signs in as that owner', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const before = await profile(tokens.access_token);
    expect(before).toMatchObject({
      is_telegram_connected: false,
      telegram_token: expect.stringMatching(/^[\w-]{1,512}$/),
    });
    const telegramId = newTelegramId();
    const linked = await openMiniApp(telegramId, before.telegram_token);
    expect(linked.statusCode).toBe(200);
    expect((await profile(linked.json().data.access_token)).id).toBe(before.id);
    expect(await profile(tokens.access_token)).toMatchObject({
      is_telegram_connected: true,
      telegram_token: null,
    });
    // Later sign-ins through Telegram, without a token, reach the same owner.
    const later = await openMiniApp(telegramId);
    expect((await profile(later.json().data.access_token)).id).toBe(before.id);
    // The Mini App opened again with the same link by the same account signs in as before: nothing to link.
    const reopened = await openMiniApp(telegramId, before.telegram_token);
    expect(reopened.statusCode).toBe(200);
    expect((await profile(reopened.json().data.access_token)).id).toBe(before.id);
  });

  it('gives each session its own token', async () => {
    const { email, tokens } = await registerConfirmedClient(t);
    const other = (await t.post('/auth/login', { email, password: GOOD_PASSWORD })).json().data;
    expect((await profile(other.access_token)).telegram_token).not.toBe(
      (await profile(tokens.access_token)).telegram_token,
    );
  });

  it('spends a token once: another Telegram account, or the first after the owner disconnected it, is refused with 400', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const { id, telegram_token: token } = await profile(tokens.access_token);
    const first = newTelegramId();
    expect((await openMiniApp(first, token)).statusCode).toBe(200);

    const second = newTelegramId();
    expectLinkRefused(await openMiniApp(second, token));
    expect(await clientOfTelegram(second)).toBeNull();

    expect(
      (await t.graphql('mutation { disconnect_telegram }', {}, 'en', tokens.access_token)).errors,
    ).toBeUndefined();
    expectLinkRefused(await openMiniApp(second, token));
    expectLinkRefused(await openMiniApp(first, token));
    expect(await clientOfTelegram(first)).toBeNull();
    expect((await profile(tokens.access_token)).is_telegram_connected).toBe(false);
    expect(
      await t.db
        .select()
        .from(telegramLinkTokenUses)
        .where(eq(telegramLinkTokenUses.tokenHash, hashToken(token))),
    ).toEqual([expect.objectContaining({ clientId: id, sessionId: sessionIdOf(tokens.access_token) })]);
  });

  it('lets exactly one of two concurrent uses of a token link, and answers the other 400, never 500', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const { id, telegram_token: token } = await profile(tokens.access_token);
    const [a, b] = [newTelegramId(), newTelegramId()];

    const answers = await Promise.all([openMiniApp(a, token), openMiniApp(b, token)]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)?.json().error.code).toBe('TOKEN_INVALID');
    const owners = [await clientOfTelegram(a), await clientOfTelegram(b)];
    expect(owners.filter(Boolean)).toEqual([id]);
  });

  it('refuses a token older than 15 minutes', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const { telegram_token: token } = await profile(tokens.access_token);
    const telegramId = newTelegramId();
    const initData = signInitData(BOT_TOKEN, {
      auth_date: fresh(),
      start_param: token,
      user: user(telegramId),
    });
    const at = (offsetMinutes: number) =>
      createTelegramSignIn({
        db: t.db,
        sessions: t.app.donut.services.auth.sessions,
        botToken: BOT_TOKEN,
        linkSecret: SECRET,
        log: t.app.log,
        now: () => new Date(Date.now() + offsetMinutes * 60_000),
      });

    await expect(at(15.5).signIn(initData)).rejects.toThrow(DomainError);
    await expect(at(15.5).signIn(initData)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    await expect(at(60 * 23).signIn(initData)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(await clientOfTelegram(telegramId)).toBeNull();
    // The same token within its time links.
    await expect(at(9).signIn(initData)).resolves.toMatchObject({ access_token: expect.any(String) });
    expect(await clientOfTelegram(telegramId)).not.toBeNull();
  });

  it('refuses the token of a session that logged out', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const { telegram_token: token } = await profile(tokens.access_token);
    await t.post('/auth/logout', { refresh_token: tokens.refresh_token });
    const telegramId = newTelegramId();

    expectLinkRefused(await openMiniApp(telegramId, token));
    expect(await clientOfTelegram(telegramId)).toBeNull();
  });

  it('refuses the token of a session ended by a password change elsewhere', async () => {
    const { email, tokens } = await registerConfirmedClient(t);
    const { id, telegram_token: token } = await profile(tokens.access_token);
    const other = (await t.post('/auth/login', { email, password: GOOD_PASSWORD })).json().data;
    const changed = await t.graphql(
      'mutation ($o: String!, $p: String!) { change_client_password(old_password: $o, new_password: $p, new_password_repeat: $p) }',
      { o: GOOD_PASSWORD, p: 'amber-lighthouse-93' },
      'en',
      other.access_token,
    );
    expect(changed.errors).toBeUndefined();
    const telegramId = newTelegramId();

    expectLinkRefused(await openMiniApp(telegramId, token));
    expect(await clientOfTelegram(telegramId)).toBeNull();
    // The session that changed the password goes on, and so do its own links.
    expect(
      (await openMiniApp(telegramId, (await profile(other.access_token)).telegram_token)).statusCode,
    ).toBe(200);
    expect(await clientOfTelegram(telegramId)).toBe(id);
  });

  it('refuses the token of a session ended by a password reset', async () => {
    const { email, tokens } = await registerConfirmedClient(t);
    const { telegram_token: token } = await profile(tokens.access_token);
    await t.post('/auth/password/remind', { email });
    const reset = await t.post('/auth/password/reset', {
      token: await mailedToken(t, email, 'reset_password'),
      password: 'amber-lighthouse-93',
    });
    expect(reset.statusCode).toBe(200);
    const telegramId = newTelegramId();

    expectLinkRefused(await openMiniApp(telegramId, token));
    expect(await clientOfTelegram(telegramId)).toBeNull();
  });

  it('links nothing to an unconfirmed owner: no token, and a correctly signed one is refused 403', async () => {
    const { tokens } = await registerClient(t);
    const { id, is_confirm_email, telegram_token } = await profile(tokens.access_token);
    expect({ is_confirm_email, telegram_token }).toEqual({ is_confirm_email: false, telegram_token: null });
    const crafted = createTelegramLinkToken(SECRET, {
      clientId: id,
      sessionId: sessionIdOf(tokens.access_token),
    });
    const telegramId = newTelegramId();

    const response = await openMiniApp(telegramId, crafted, 'ka');

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'EMAIL_NOT_CONFIRMED',
      message: expect.stringMatching(/[\u10A0-\u10FF]/),
    });
    expect(await clientOfTelegram(telegramId)).toBeNull();
    expect(
      await t.db.select().from(telegramLinkTokenUses).where(eq(telegramLinkTokenUses.clientId, id)),
    ).toHaveLength(0);
  });

  it('refuses to link a Telegram account another owner already has (error_auth 403), without spending the token', async () => {
    const first = await registerConfirmedClient(t);
    const taken = newTelegramId();
    expect(
      (await openMiniApp(taken, (await profile(first.tokens.access_token)).telegram_token)).statusCode,
    ).toBe(200);
    const second = await registerConfirmedClient(t);
    const secondToken = (await profile(second.tokens.access_token)).telegram_token;

    const response = await openMiniApp(taken, secondToken, 'ru');

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'TELEGRAM_ACCOUNT_TAKEN',
      message: 'Этот аккаунт уже используется другим пользователем',
    });
    expect((await profile(second.tokens.access_token)).is_telegram_connected).toBe(false);
    // The refusal spent nothing: the second owner's own Telegram account can still use the token.
    expect((await openMiniApp(newTelegramId(), secondToken)).statusCode).toBe(200);
  });

  it('answers 409, not 500, when the owner linked another Telegram account meanwhile (the bot)', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const { id, telegram_token: token } = await profile(tokens.access_token);
    // The bot's Connect link linked another account after the profile token was read.
    await t.db
      .insert(identities)
      .values({ clientId: id, provider: 'telegram', subject: String(newTelegramId()) });
    const telegramId = newTelegramId();

    const response = await openMiniApp(telegramId, token);

    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('TELEGRAM_ALREADY_CONNECTED');
    expect(await clientOfTelegram(telegramId)).toBeNull();
  });

  it('refuses a forged or altered link token, and a 24-hour token of before, creating nobody', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const { id, telegram_token: token } = await profile(tokens.access_token);
    const clientsBefore = (await t.db.select({ id: clients.id }).from(clients)).length;
    const legacy = `${id}_${Math.floor(Date.now() / 1000) + 86_400}_${'A'.repeat(43)}`;
    for (const bad of [
      token.replace(/.{4}$/, 'AAAA'),
      token.replace(/_\d{10}_/, `_${Math.floor(Date.now() / 1000) + 86_400}_`),
      legacy,
    ]) {
      const telegramId = newTelegramId();
      expectLinkRefused(await openMiniApp(telegramId, bad));
      expect(await clientOfTelegram(telegramId)).toBeNull();
    }
    expect((await t.db.select({ id: clients.id }).from(clients)).length).toBe(clientsBefore);
    expect((await profile(tokens.access_token)).is_telegram_connected).toBe(false);
  });

  it('creates one owner when two first sign-ins of a Telegram account race, answering both', async () => {
    const id = newTelegramId();
    const answers = await Promise.all([openMiniApp(id), openMiniApp(id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = await Promise.all(
      answers.map(async (r) => (await profile(r.json().data.access_token)).id),
    );
    expect(a).toBe(b);
    expect(
      await t.db
        .select()
        .from(identities)
        .where(eq(identities.subject, String(id))),
    ).toHaveLength(1);
  });

  it('ignores a start parameter that is not a link token (a project link) and signs in as usual', async () => {
    const response = await openMiniApp(newTelegramId(), 'salon-42');
    expect(response.statusCode).toBe(200);
  });
});

describe('Telegram sign-in without a bot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.dispose());

  it('says it is not set up', async () => {
    const response = await t.post(
      '/auth/telegram',
      { init_data: 'auth_date=1&hash=00' },
      { 'x-language': 'en' },
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('TELEGRAM_UNAVAILABLE');
  });
});
