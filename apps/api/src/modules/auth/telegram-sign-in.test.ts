import { createTestApp, type TestApp } from '../../testing/test-app';
import { CLIENT_QUERY, signInitData } from '../../testing/owners';

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
