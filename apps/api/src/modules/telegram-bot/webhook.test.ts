import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { clients, identities, telegramConnectTokens } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { testEngines } from '../../testing/test-databases';
import {
  GOOD_PASSWORD,
  mailedToken,
  registerConfirmedClient,
  registerClient,
  sessionIdOf,
  signInitData,
} from '../../testing/clients';
import {
  BOT_TOKEN,
  createBotTestApp,
  messageUpdate,
  newTelegramUser,
  type BotTestApp,
} from './telegram-bot-testing';

const UPDATE_PROFILE_LANGUAGE =
  'mutation ($language_id: ID) { update_client_profile(language_id: $language_id) { id } }';

describe.each(testEngines)('the Telegram bot webhook on %s', (engine) => {
  let t: BotTestApp;
  beforeAll(async () => {
    t = await createBotTestApp(engine);
  });
  afterAll(() => t.dispose());

  // Hashed here independently of the code under test: only the SHA-256 of a token is stored.
  const tokenRow = async (token: string) => {
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await t.db
      .select()
      .from(telegramConnectTokens)
      .where(eq(telegramConnectTokens.tokenHash, hash));
    return row;
  };
  const telegramIdentities = (subject: number) =>
    t.db
      .select()
      .from(identities)
      .where(eq(identities.subject, String(subject)));

  async function setClientLanguage(accessToken: string, abbr: 'ru' | 'en' | 'ka') {
    const languages = (
      await t.graphql('{ language_list(filter: { is_visible: true }) { info { id abbr_front } } }')
    ).data.language_list.info;
    const language = languages.find((l: { abbr_front: string }) => l.abbr_front === abbr);
    await t.graphql(UPDATE_PROFILE_LANGUAGE, { language_id: language.id }, 'en', accessToken);
  }

  /** An owner registered before sign-up kept the pages' language as the profile's: no language of their own. */
  async function clearClientLanguage(accessToken: string) {
    const clientId = await clientIdOf(accessToken);
    await t.db.update(clients).set({ languageId: null }).where(eq(clients.id, clientId));
  }

  it.each([
    ['missing', null],
    ['wrong', 'not-the-secret-not-the-secret-0000'],
    ['the right one with a suffix', 'webhook-secret-for-tests-0123456789x'],
  ])('refuses an update with a %s secret and changes nothing', async (_, secret) => {
    const { tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    const sender = newTelegramUser();
    const callsBefore = t.standIn.calls.length;

    const response = await t.deliver(messageUpdate(sender, `/start ${link.token}`), secret);

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect(t.standIn.calls.length).toBe(callsBefore);
    expect(await t.isConnected(tokens.access_token)).toBe(false);
    expect((await tokenRow(link.token))?.usedAt).toBeNull();
    expect(await telegramIdentities(sender.id)).toHaveLength(0);
  });

  it('links the sender with /start <token> and answers in the chat that the bot is connected', async () => {
    const { tokens } = await registerConfirmedClient(t, 'ru');
    const link = await t.createLink(tokens.access_token);
    const sender = newTelegramUser('ru');

    const response = await t.deliver(messageUpdate(sender, `/start ${link.token}`));

    expect(response.statusCode).toBe(200);
    expect(await t.isConnected(tokens.access_token)).toBe(true);
    expect(t.repliesTo(sender.id)).toEqual([translate('ru', 'api.telegram-bot.connected')]);
    expect((await tokenRow(link.token))?.usedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["the owner language over Telegram's", 'ka', 'ru', 'ka'],
    ["Telegram's language when the owner has none", null, 'ka', 'ka'],
    ['English when neither is ours', null, 'de', 'en'],
    ['English when Telegram gives no language', null, undefined, 'en'],
  ] as const)('answers in %s', async (_, clientLanguage, telegramLanguage, expected) => {
    const { tokens } = await registerConfirmedClient(t);
    if (clientLanguage) await setClientLanguage(tokens.access_token, clientLanguage);
    else await clearClientLanguage(tokens.access_token);
    const link = await t.createLink(tokens.access_token);
    const sender = { ...newTelegramUser(), language_code: telegramLanguage };

    await t.deliver(messageUpdate(sender, `/start ${link.token}`));

    expect(t.repliesTo(sender.id)).toEqual([translate(expected, 'api.telegram-bot.connected')]);
  });

  it('handles a redelivered update idempotently: the same answer, nothing changed', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    const sender = newTelegramUser();
    const update = messageUpdate(sender, `/start ${link.token}`);
    await t.deliver(update);
    const spentAt = (await tokenRow(link.token))?.usedAt;

    const replay = await t.deliver(update);

    expect(replay.statusCode).toBe(200);
    expect(await telegramIdentities(sender.id)).toHaveLength(1);
    expect((await tokenRow(link.token))?.usedAt).toEqual(spentAt);
    expect(t.repliesTo(sender.id)).toEqual([
      translate('en', 'api.telegram-bot.connected'),
      translate('en', 'api.telegram-bot.connected'),
    ]);
  });

  it('answers 500 when the reply cannot be sent, so Telegram redelivers, and the redelivery answers', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    const sender = newTelegramUser();
    const update = messageUpdate(sender, `/start ${link.token}`);
    t.standIn.failNext('sendMessage', { error_code: 502, description: 'Bad Gateway' });

    expect((await t.deliver(update)).statusCode).toBe(500);
    expect((await t.deliver(update)).statusCode).toBe(200);

    expect(await t.isConnected(tokens.access_token)).toBe(true);
    // The stand-in recorded the refused attempt too.
    expect(t.repliesTo(sender.id)).toEqual([
      translate('en', 'api.telegram-bot.connected'),
      translate('en', 'api.telegram-bot.connected'),
    ]);
  });

  it('accepts an update whose reply Telegram refuses for good (the user blocked the bot)', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    t.standIn.failNext('sendMessage', {
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    });

    expect((await t.deliver(messageUpdate(newTelegramUser(), `/start ${link.token}`))).statusCode).toBe(200);
    expect(await t.isConnected(tokens.access_token)).toBe(true);
  });

  it('refuses an expired link with a helpful answer', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    const row = await tokenRow(link.token);
    await t.db
      .update(telegramConnectTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramConnectTokens.id, row!.id));
    const sender = newTelegramUser();

    await t.deliver(messageUpdate(sender, `/start ${link.token}`));

    expect(await t.isConnected(tokens.access_token)).toBe(false);
    expect(t.repliesTo(sender.id)).toEqual([translate('en', 'api.telegram-bot.link-invalid')]);
  });

  it('refuses a used link, even after the owner disconnected', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    await t.deliver(messageUpdate(newTelegramUser(), `/start ${link.token}`));
    await t.graphql('mutation { disconnect_telegram }', {}, 'en', tokens.access_token);
    const second = newTelegramUser();

    await t.deliver(messageUpdate(second, `/start ${link.token}`));

    expect(await t.isConnected(tokens.access_token)).toBe(false);
    expect(await telegramIdentities(second.id)).toHaveLength(0);
    expect(t.repliesTo(second.id)).toEqual([translate('en', 'api.telegram-bot.link-invalid')]);
  });

  it('refuses a link replaced by a newer one', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const older = await t.createLink(tokens.access_token);
    const newer = await t.createLink(tokens.access_token);
    const sender = newTelegramUser();

    await t.deliver(messageUpdate(sender, `/start ${older.token}`));
    expect(await t.isConnected(tokens.access_token)).toBe(false);
    await t.deliver(messageUpdate(sender, `/start ${newer.token}`));
    expect(await t.isConnected(tokens.access_token)).toBe(true);
    expect(t.repliesTo(sender.id)).toEqual([
      translate('en', 'api.telegram-bot.link-invalid'),
      translate('en', 'api.telegram-bot.connected'),
    ]);
  });

  it.each([
    ['forged', 'A'.repeat(43)],
    ['too long', 'A'.repeat(65)],
    ['outside the deep-link alphabet', 'abc$def'],
  ])('refuses a %s token and links nobody', async (_, token) => {
    const sender = newTelegramUser();

    const response = await t.deliver(messageUpdate(sender, `/start ${token}`));

    expect(response.statusCode).toBe(200);
    expect(await telegramIdentities(sender.id)).toHaveLength(0);
    expect(t.repliesTo(sender.id)).toEqual([translate('en', 'api.telegram-bot.link-invalid')]);
  });

  it('explains how to connect on /start without a token and on any other message', async () => {
    const sender = newTelegramUser('ka');

    await t.deliver(messageUpdate(sender, '/start'));
    await t.deliver(messageUpdate(sender, 'hello'));

    expect(t.repliesTo(sender.id)).toEqual([
      translate('ka', 'api.telegram-bot.how-to-connect'),
      translate('ka', 'api.telegram-bot.how-to-connect'),
    ]);
    expect(await telegramIdentities(sender.id)).toHaveLength(0);
  });

  it("never links owner A's Telegram account to owner B", async () => {
    const a = await registerConfirmedClient(t);
    const b = await registerConfirmedClient(t);
    const telegramOfA = newTelegramUser();
    await t.deliver(
      messageUpdate(telegramOfA, `/start ${(await t.createLink(a.tokens.access_token)).token}`),
    );
    const linkOfB = await t.createLink(b.tokens.access_token);

    await t.deliver(messageUpdate(telegramOfA, `/start ${linkOfB.token}`));

    expect(await t.isConnected(b.tokens.access_token)).toBe(false);
    expect(await t.isConnected(a.tokens.access_token)).toBe(true);
    expect((await telegramIdentities(telegramOfA.id)).map((row) => row.clientId)).toEqual([
      await clientIdOf(a.tokens.access_token),
    ]);
    expect(t.repliesTo(telegramOfA.id).at(-1)).toBe(translate('en', 'api.telegram-bot.account-taken'));
    // The refusal spent nothing: B's own Telegram account can still use the link.
    const telegramOfB = newTelegramUser();
    await t.deliver(messageUpdate(telegramOfB, `/start ${linkOfB.token}`));
    expect(await t.isConnected(b.tokens.access_token)).toBe(true);
  });

  it("does not let an owner's Telegram account spend another owner's link to move over", async () => {
    const a = await registerConfirmedClient(t);
    const b = await registerConfirmedClient(t);
    const telegramOfB = newTelegramUser();
    await t.deliver(
      messageUpdate(telegramOfB, `/start ${(await t.createLink(b.tokens.access_token)).token}`),
    );
    const linkOfA = await t.createLink(a.tokens.access_token);

    await t.deliver(messageUpdate(telegramOfB, `/start ${linkOfA.token}`));

    expect(await t.isConnected(a.tokens.access_token)).toBe(false);
    expect(await t.isConnected(b.tokens.access_token)).toBe(true);
    expect((await telegramIdentities(telegramOfB.id)).map((row) => row.clientId)).toEqual([
      await clientIdOf(b.tokens.access_token),
    ]);
    expect((await tokenRow(linkOfA.token))?.usedAt).toBeNull();
  });

  it('keeps the Telegram account an owner already has when another one opens their link', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    // Meanwhile the owner linked a Telegram account through the Mini App (the profile's token).
    const telegramToken = (await t.graphql('{ client { telegram_token } }', {}, 'en', tokens.access_token))
      .data.client.telegram_token;
    const viaMiniApp = newTelegramUser();
    const initData = signInitData(BOT_TOKEN, {
      auth_date: String(Math.floor(Date.now() / 1000)),
      start_param: telegramToken,
      user: JSON.stringify({ id: viaMiniApp.id, first_name: 'Нино' }),
    });
    expect((await t.post('/auth/telegram', { init_data: initData })).statusCode).toBe(200);
    const other = newTelegramUser();

    await t.deliver(messageUpdate(other, `/start ${link.token}`));

    expect(await telegramIdentities(other.id)).toHaveLength(0);
    expect(await telegramIdentities(viaMiniApp.id)).toHaveLength(1);
    expect(t.repliesTo(other.id)).toEqual([translate('en', 'api.telegram-bot.owner-has-other-account')]);
  });

  it('refuses a link of a session that logged out, spending nothing', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    await t.post('/auth/logout', { refresh_token: tokens.refresh_token });
    const sender = newTelegramUser();

    await t.deliver(messageUpdate(sender, `/start ${link.token}`));

    expect(await telegramIdentities(sender.id)).toHaveLength(0);
    expect((await tokenRow(link.token))?.usedAt).toBeNull();
    expect(t.repliesTo(sender.id)).toEqual([translate('en', 'api.telegram-bot.link-invalid')]);
  });

  it('refuses a link of a session ended by a password change in another session', async () => {
    const { email, tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    const other = (await t.post('/auth/login', { email, password: GOOD_PASSWORD })).json().data;
    const changed = await t.graphql(
      'mutation ($o: String!, $p: String!) { change_client_password(old_password: $o, new_password: $p, new_password_repeat: $p) }',
      { o: GOOD_PASSWORD, p: 'amber-lighthouse-93' },
      'en',
      other.access_token,
    );
    expect(changed.errors).toBeUndefined();
    const sender = newTelegramUser();

    await t.deliver(messageUpdate(sender, `/start ${link.token}`));

    expect(await telegramIdentities(sender.id)).toHaveLength(0);
    expect(t.repliesTo(sender.id)).toEqual([translate('en', 'api.telegram-bot.link-invalid')]);
    // A link of the session that changed the password works.
    await t.deliver(messageUpdate(sender, `/start ${(await t.createLink(other.access_token)).token}`));
    expect(await t.isConnected(other.access_token)).toBe(true);
  });

  it('refuses a link of a session ended by a password reset', async () => {
    const { email, tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    await t.post('/auth/password/remind', { email });
    const reset = await t.post('/auth/password/reset', {
      token: await mailedToken(t, email, 'reset_password'),
      password: 'amber-lighthouse-93',
    });
    expect(reset.statusCode).toBe(200);
    const sender = newTelegramUser();

    await t.deliver(messageUpdate(sender, `/start ${link.token}`));

    expect(await telegramIdentities(sender.id)).toHaveLength(0);
    expect(t.repliesTo(sender.id)).toEqual([translate('en', 'api.telegram-bot.link-invalid')]);
  });

  it('refuses a link of an owner whose e-mail is not confirmed, saying what to do', async () => {
    const { tokens } = await registerClient(t, 'ru');
    const clientId = await clientIdOf(tokens.access_token);
    // create_telegram_connect_link refuses such an owner; a link made otherwise (before the rule) is refused too.
    const token = 'unconfirmed-owner-link-0123456789abcdefghijk';
    await t.db.insert(telegramConnectTokens).values({
      clientId,
      sessionId: sessionIdOf(tokens.access_token),
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const sender = newTelegramUser('ru');

    await t.deliver(messageUpdate(sender, `/start ${token}`));

    expect(await telegramIdentities(sender.id)).toHaveLength(0);
    expect((await tokenRow(token))?.usedAt).toBeNull();
    expect(t.repliesTo(sender.id)).toEqual([translate('ru', 'api.telegram-bot.confirm-email-first')]);
    expect(
      (
        await t.db.select({ confirmed: clients.isConfirmEmail }).from(clients).where(eq(clients.id, clientId))
      )[0].confirmed,
    ).toBe(false);
  });

  it('links exactly one of two Telegram accounts that send one link at the same time', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const link = await t.createLink(tokens.access_token);
    const [a, b] = [newTelegramUser(), newTelegramUser()];

    const answers = await Promise.all([
      t.deliver(messageUpdate(a, `/start ${link.token}`)),
      t.deliver(messageUpdate(b, `/start ${link.token}`)),
    ]);

    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const linked = [...(await telegramIdentities(a.id)), ...(await telegramIdentities(b.id))];
    expect(linked.map((row) => row.clientId)).toEqual([await clientIdOf(tokens.access_token)]);
  });

  it('refuses a body over the limit and anything that is not an update', async () => {
    const huge = await t.deliver({ update_id: 1, message: { text: 'x'.repeat(300 * 1024) } });
    const notAnUpdate = await t.deliver({ hello: 'world' });
    expect(huge.statusCode).toBe(413);
    expect(notAnUpdate.statusCode).toBe(400);
  });

  async function clientIdOf(accessToken: string): Promise<string> {
    return (await t.graphql('{ client { id } }', {}, 'en', accessToken)).data.client.id;
  }
});
