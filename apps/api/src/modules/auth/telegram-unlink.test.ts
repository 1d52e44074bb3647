import { eq } from 'drizzle-orm';
import { identities } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { testEngines } from '../../testing/test-databases';
import {
  GOOD_PASSWORD,
  mailedToken,
  registerConfirmedClient,
  registerClient,
  sessionIdOf,
  signInitData,
  uniqueEmail,
} from '../../testing/clients';
import {
  BOT_TOKEN,
  CREATE_LINK,
  createBotTestApp,
  type BotTestApp,
} from '../telegram-bot/telegram-bot-testing';
import { createTelegramLinkToken } from './telegram-link-token';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const NEW_PASSWORD = 'amber-lighthouse-93';
const CHANGE_PASSWORD = `mutation ($old: String, $new: String!, $unlink: Boolean) {
  change_client_password(old_password: $old, new_password: $new, new_password_repeat: $new, unlink_telegram: $unlink)
}`;
const fresh = () => String(Math.floor(Date.now() / 1000) - 5);
let nextTelegramId = 7_200_000_000;
const newTelegramId = () => nextTelegramId++;

describe.each(testEngines)('messenger sign-ins and the password on %s', (engine) => {
  let t: BotTestApp;
  beforeAll(async () => {
    t = await createBotTestApp(engine);
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
  const openMiniApp = (telegramId: number, startParam?: string) =>
    t.post('/auth/telegram', {
      init_data: signInitData(BOT_TOKEN, {
        auth_date: fresh(),
        ...(startParam ? { start_param: startParam } : {}),
        user: JSON.stringify({ id: telegramId, first_name: 'Mallory' }),
      }),
    });
  /** The owner a Telegram account reaches when it signs in with no token (a new one if none is linked). */
  const clientReachedBy = async (telegramId: number) =>
    (await profile((await openMiniApp(telegramId)).json().data.access_token)).id;
  const linkTelegram = async (accessToken: string) => {
    const telegramId = newTelegramId();
    const response = await openMiniApp(telegramId, (await profile(accessToken)).telegram_token);
    if (response.statusCode !== 200) throw new Error(`linking failed: ${response.body}`);
    return telegramId;
  };
  const resetPassword = async (email: string, body: Record<string, unknown> = {}, language = 'en') => {
    await t.post('/auth/password/remind', { email }, { 'x-language': language });
    const token = await mailedToken(t, email, 'reset_password');
    return t.post(
      '/auth/password/reset',
      { token, password: NEW_PASSWORD, ...body },
      { 'x-language': language },
    );
  };
  const passwordChangedMail = async (email: string, subject = 'Your Donut password was changed') => {
    const mail = (await t.mails()).findLast((m) => m.to.includes(email) && m.subject === subject);
    if (!mail) throw new Error(`no "password changed" mail to ${email}`);
    return mail;
  };

  it('stops the pre-account takeover at step 2: an unconfirmed registration of the address can link no Telegram', async () => {
    const victimEmail = uniqueEmail('victim');
    // 1. The attacker registers the victim's address and never confirms it.
    const attacker = await registerClient(t, 'en', victimEmail);
    const account = await profile(attacker.tokens.access_token);
    // 2. ...and tries to link their own Telegram account: every way is shut.
    expect(account).toMatchObject({ is_confirm_email: false, telegram_token: null });
    const link = await t.graphql(CREATE_LINK, {}, 'en', attacker.tokens.access_token);
    expect(link.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(link.errors?.[0].message).toBe(translate('en', 'api.auth.confirm-email-first'));
    const attackerTelegram = newTelegramId();
    const crafted = createTelegramLinkToken(SECRET, {
      clientId: account.id,
      sessionId: sessionIdOf(attacker.tokens.access_token),
    });
    expect((await openMiniApp(attackerTelegram, crafted)).statusCode).toBe(403);
    // 3. The real owner resets the password and takes the account.
    expect((await resetPassword(victimEmail)).statusCode).toBe(200);
    expect(
      (await t.graphql('{ client { id } }', {}, 'en', attacker.tokens.access_token)).errors?.[0].extensions
        .code,
    ).toBe('UNAUTHENTICATED');
    // 4. The attacker's Telegram account does not reach it.
    expect(await clientReachedBy(attackerTelegram)).not.toBe(account.id);
    expect(await t.db.select().from(identities).where(eq(identities.clientId, account.id))).toHaveLength(0);
  });

  it('unlinks, on reset, a Telegram account linked while the address was unconfirmed (data from before the fix)', async () => {
    const { email, tokens } = await registerClient(t);
    const { id } = await profile(tokens.access_token);
    const attackerTelegram = newTelegramId();
    await t.db
      .insert(identities)
      .values({ clientId: id, provider: 'telegram', subject: String(attackerTelegram) });
    expect(await clientReachedBy(attackerTelegram)).toBe(id);

    expect((await resetPassword(email, {}, 'ru')).statusCode).toBe(200);

    expect(await clientReachedBy(attackerTelegram)).not.toBe(id);
    const mail = await passwordChangedMail(email, 'Пароль от Donut изменён');
    expect(mail.text).toContain('Вход через Telegram отключён');
    expect(mail.text).not.toContain(String(attackerTelegram));
  });

  it('unlinks Telegram on a reset with unlink_telegram=true', async () => {
    const { email, tokens } = await registerConfirmedClient(t);
    const { id } = await profile(tokens.access_token);
    const telegramId = await linkTelegram(tokens.access_token);

    expect((await resetPassword(email, { unlink_telegram: true })).statusCode).toBe(200);

    expect(await clientReachedBy(telegramId)).not.toBe(id);
    const mail = await passwordChangedMail(email);
    expect(mail.text).toContain('Sign-in with Telegram has been disconnected');
    expect(mail.text).not.toContain(String(telegramId));
  });

  it('keeps Telegram on a plain reset of a confirmed owner, and the mail names it and how to disconnect it', async () => {
    const { email, tokens } = await registerConfirmedClient(t);
    const { id } = await profile(tokens.access_token);
    const telegramId = await linkTelegram(tokens.access_token);

    expect((await resetPassword(email, { unlink_telegram: false }, 'ru')).statusCode).toBe(200);

    expect(await clientReachedBy(telegramId)).toBe(id);
    const mail = await passwordChangedMail(email, 'Пароль от Donut изменён');
    expect(mail.text).toContain(`ID пользователя Telegram: ${telegramId}`);
    expect(mail.text).toContain('«Отключить»');
    expect(mail.html).toContain(String(telegramId));
  });

  it('unlinks Telegram on change_client_password with unlink_telegram, and the mail says so', async () => {
    const { email, tokens } = await registerConfirmedClient(t);
    const { id } = await profile(tokens.access_token);
    const telegramId = await linkTelegram(tokens.access_token);

    const result = await t.graphql(
      CHANGE_PASSWORD,
      { old: GOOD_PASSWORD, new: NEW_PASSWORD, unlink: true },
      'en',
      tokens.access_token,
    );

    expect(result.errors).toBeUndefined();
    expect((await profile(tokens.access_token)).is_telegram_connected).toBe(false);
    expect(await clientReachedBy(telegramId)).not.toBe(id);
    expect((await passwordChangedMail(email)).text).toContain('Sign-in with Telegram has been disconnected');
  });

  it('lists the Telegram sign-in still linked in the mail of a change without unlinking, in the mail language', async () => {
    const { email, tokens } = await registerConfirmedClient(t);
    const telegramId = await linkTelegram(tokens.access_token);

    const result = await t.graphql(
      CHANGE_PASSWORD,
      { old: GOOD_PASSWORD, new: NEW_PASSWORD },
      'ka',
      tokens.access_token,
    );

    expect(result.errors).toBeUndefined();
    expect((await profile(tokens.access_token)).is_telegram_connected).toBe(true);
    const mail = await passwordChangedMail(email, 'Donut-ის პაროლი შეიცვალა');
    expect(mail.text).toContain(`Telegram-ის მომხმარებლის ID: ${telegramId}`);
    expect(mail.text).toContain('„გათიშვას“');
  });

  it('refuses to unlink the only way in: an owner from Telegram without an e-mail, changing nothing', async () => {
    const telegramId = newTelegramId();
    const accessToken = (await openMiniApp(telegramId)).json().data.access_token;

    const result = await t.graphql(CHANGE_PASSWORD, { new: NEW_PASSWORD, unlink: true }, 'ru', accessToken);

    expect(result.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(result.errors?.[0].message).toBe(translate('ru', 'api.telegram.disconnect-needs-email'));
    expect(
      (await t.graphql('{ client { need_set_password is_telegram_connected } }', {}, 'en', accessToken)).data
        .client,
    ).toEqual({
      need_set_password: true,
      is_telegram_connected: true,
    });
  });
});
