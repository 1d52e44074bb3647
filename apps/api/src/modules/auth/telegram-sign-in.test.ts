import { createTestApp, type TestApp } from '../../testing/test-app';
import { CLIENT_QUERY, registerOwner, signInitData } from '../../testing/owners';

const BOT_TOKEN = '7000000001:AAE-test-token-of-the-donut-bot-xyz';
const fresh = () => String(Math.floor(Date.now() / 1000) - 5);
const user = (id: number) => JSON.stringify({ id, first_name: 'Нино', last_name: 'ბერიძე & Co', language_code: 'ka' });

describe('Telegram sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TELEGRAM_BOT_TOKEN: BOT_TOKEN });
  });
  afterAll(() => t.dispose());

  const signIn = (initData: string) => t.post('/auth/telegram', { init_data: initData }, { 'x-language': 'ru' });

  it('creates an owner who must set a password, then signs the same owner in again', async () => {
    const initData = signInitData(BOT_TOKEN, { auth_date: fresh(), query_id: 'AAH1', user: user(424242) });
    const first = await signIn(initData);
    expect(first.statusCode).toBe(200);
    const client = (await t.graphql(CLIENT_QUERY, {}, 'en', first.json().data.access_token)).data.client;
    expect(client).toMatchObject({ email: null, need_set_password: true, is_telegram_connected: true, name: 'Нино', surname: 'ბერიძე & Co' });
    const second = await signIn(signInitData(BOT_TOKEN, { auth_date: fresh(), user: user(424242) }));
    const again = (await t.graphql(CLIENT_QUERY, {}, 'en', second.json().data.access_token)).data.client;
    expect(again.id).toBe(client.id);
  });

  it.each([
    ['tampered', () => signInitData(BOT_TOKEN, { auth_date: fresh(), user: user(1) }).replace('Co', 'Cx')],
    ['signed by another bot', () => signInitData('7000000002:AAE-another-bot-token-xxxxxxxxxxxxx', { auth_date: fresh(), user: user(1) })],
    ['expired', () => signInitData(BOT_TOKEN, { auth_date: String(Math.floor(Date.now() / 1000) - 7200), user: user(1) })],
    ['from the future', () => signInitData(BOT_TOKEN, { auth_date: String(Math.floor(Date.now() / 1000) + 600), user: user(1) })],
    ['with a duplicated key', () => `${signInitData(BOT_TOKEN, { auth_date: fresh(), user: user(1) })}&user=${encodeURIComponent(user(2))}`],
    ['oversized', () => signInitData(BOT_TOKEN, { auth_date: fresh(), user: user(1), padding: 'x'.repeat(5000) })],
    ['empty', () => ''],
  ])('refuses init data %s with the spec text', async (_, make) => {
    const response = await signIn(make());
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'TELEGRAM_AUTH_FAILED', message: 'Не удалось войти через Telegram' });
  });
});

describe('linking Telegram from the profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TELEGRAM_BOT_TOKEN: BOT_TOKEN });
  });
  afterAll(() => t.dispose());

  const profile = async (accessToken: string) =>
    (await t.graphql('{ client { id is_telegram_connected telegram_token } }', {}, 'en', accessToken)).data.client;

  it('links the Telegram account that opens the Mini App with the profile token, then signs in as that owner', async () => {
    const { tokens } = await registerOwner(t);
    const before = await profile(tokens.access_token);
    expect(before).toMatchObject({ is_telegram_connected: false, telegram_token: expect.stringMatching(/^[\w-]{1,512}$/) });
    const initData = signInitData(BOT_TOKEN, { auth_date: fresh(), start_param: before.telegram_token, user: user(9001) });
    const linked = await t.post('/auth/telegram', { init_data: initData });
    expect(linked.statusCode).toBe(200);
    expect((await profile(linked.json().data.access_token)).id).toBe(before.id);
    expect(await profile(tokens.access_token)).toMatchObject({ is_telegram_connected: true, telegram_token: null });
    // Later sign-ins through Telegram, without a token, reach the same owner.
    const later = await t.post('/auth/telegram', { init_data: signInitData(BOT_TOKEN, { auth_date: fresh(), user: user(9001) }) });
    expect((await profile(later.json().data.access_token)).id).toBe(before.id);
  });

  it('refuses to link a Telegram account another owner already has (error_auth 403)', async () => {
    const first = await registerOwner(t);
    const token = (await profile(first.tokens.access_token)).telegram_token;
    await t.post('/auth/telegram', { init_data: signInitData(BOT_TOKEN, { auth_date: fresh(), start_param: token, user: user(9100) }) });
    const second = await registerOwner(t);
    const secondToken = (await profile(second.tokens.access_token)).telegram_token;
    const response = await t.post(
      '/auth/telegram',
      { init_data: signInitData(BOT_TOKEN, { auth_date: fresh(), start_param: secondToken, user: user(9100) }) },
      { 'x-language': 'ru' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'TELEGRAM_ACCOUNT_TAKEN', message: 'Этот аккаунт уже используется другим пользователем' });
    expect((await profile(second.tokens.access_token)).is_telegram_connected).toBe(false);
  });

  it('ignores a forged link token and signs in as a new owner instead', async () => {
    const { tokens } = await registerOwner(t);
    const forged = (await profile(tokens.access_token)).telegram_token.replace(/.{4}$/, 'AAAA');
    const response = await t.post('/auth/telegram', { init_data: signInitData(BOT_TOKEN, { auth_date: fresh(), start_param: forged, user: user(9200) }) });
    expect(response.statusCode).toBe(200);
    expect((await profile(response.json().data.access_token)).id).not.toBe((await profile(tokens.access_token)).id);
    expect((await profile(tokens.access_token)).is_telegram_connected).toBe(false);
  });
});

describe('Telegram sign-in without a bot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.dispose());

  it('says it is not set up', async () => {
    const response = await t.post('/auth/telegram', { init_data: 'auth_date=1&hash=00' }, { 'x-language': 'en' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('TELEGRAM_UNAVAILABLE');
  });
});
