import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { telegramConnectTokens } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerConfirmedClient, registerClient, sessionIdOf } from '../../testing/clients';
import { translate } from '../../i18n/translate';
import { CONNECT_LINKS_PER_HOUR } from './connect-links.service';
import {
  BOT_USERNAME,
  CREATE_LINK,
  createBotTestApp,
  messageUpdate,
  newTelegramUser,
  type BotTestApp,
} from './telegram-bot-testing';

describe.each(testEngines)('create_telegram_connect_link on %s', (engine) => {
  let t: BotTestApp;
  beforeAll(async () => {
    t = await createBotTestApp(engine);
  });
  afterAll(() => t.dispose());

  const rowsOf = async (accessToken: string) => {
    const id = (await t.graphql('{ client { id } }', {}, 'en', accessToken)).data.client.id;
    return t.db.select().from(telegramConnectTokens).where(eq(telegramConnectTokens.clientId, id));
  };

  it('answers a one-time deep link to the bot, valid 15 minutes, with only its hash stored', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const before = Date.now();

    const link = await t.createLink(tokens.access_token);

    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${BOT_USERNAME}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    const expiresAt = Date.parse(link.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    const [row] = await rowsOf(tokens.access_token);
    expect(row.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
    // Bound to the session that asked: it dies with it.
    expect(row.sessionId).toBe(sessionIdOf(tokens.access_token));
  });

  it('refuses an owner whose e-mail is not confirmed, in the request language, and stores nothing', async () => {
    const { tokens } = await registerClient(t);

    const result = await t.graphql(CREATE_LINK, {}, 'ka', tokens.access_token);

    expect(result.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(result.errors?.[0].message).toBe(translate('ka', 'api.auth.confirm-email-first'));
    expect(await rowsOf(tokens.access_token)).toHaveLength(0);
  });

  it('gives a different token every time', async () => {
    const { tokens } = await registerConfirmedClient(t);
    const first = await t.createLink(tokens.access_token);
    const second = await t.createLink(tokens.access_token);
    expect(second.token).not.toBe(first.token);
  });

  it('refuses an anonymous caller in the request language', async () => {
    const result = await t.graphql(CREATE_LINK, {}, 'ka');
    expect(result.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0].message).toMatch(/[\u10A0-\u10FF]/);
  });

  it("leaves another owner's links alone", async () => {
    const a = await registerConfirmedClient(t);
    const b = await registerConfirmedClient(t);
    const linkOfA = await t.createLink(a.tokens.access_token);
    await t.createLink(b.tokens.access_token);

    await t.deliver(messageUpdate(newTelegramUser(), `/start ${linkOfA.token}`));

    expect(await t.isConnected(a.tokens.access_token)).toBe(true);
    expect(await t.isConnected(b.tokens.access_token)).toBe(false);
    expect(await rowsOf(b.tokens.access_token)).toHaveLength(1);
  });

  it('refuses an owner whose Telegram is connected already', async () => {
    const { tokens } = await registerConfirmedClient(t);
    await t.deliver(
      messageUpdate(newTelegramUser(), `/start ${(await t.createLink(tokens.access_token)).token}`),
    );

    const result = await t.graphql(CREATE_LINK, {}, 'ru', tokens.access_token);

    expect(result.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(result.errors?.[0].message).toBe(
      'Telegram уже подключён. Чтобы подключить другой аккаунт, сначала отключите текущий.',
    );
  });

  it(`allows ${CONNECT_LINKS_PER_HOUR} links an hour per owner, then answers RATE_LIMITED`, async () => {
    const { tokens } = await registerConfirmedClient(t);
    const other = await registerConfirmedClient(t);
    for (let i = 0; i < CONNECT_LINKS_PER_HOUR; i++) await t.createLink(tokens.access_token);

    const refused = await t.graphql(CREATE_LINK, {}, 'en', tokens.access_token);

    expect(refused.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0].message).toBe(
      'Too many connection links in a short time. Please try again in a few minutes.',
    );
    expect(await rowsOf(tokens.access_token)).toHaveLength(CONNECT_LINKS_PER_HOUR);
    // The limit is the owner's own.
    expect((await t.graphql(CREATE_LINK, {}, 'en', other.tokens.access_token)).errors).toBeUndefined();
  });
});

describe('the bot when it is not set up', () => {
  it.each([
    [
      'no token',
      { TELEGRAM_BOT_USERNAME: BOT_USERNAME, TELEGRAM_WEBHOOK_SECRET: 'webhook-secret-for-tests-0123456789' },
    ],
    [
      'no webhook secret',
      {
        TELEGRAM_BOT_USERNAME: BOT_USERNAME,
        TELEGRAM_BOT_TOKEN: '7000000002:AAF-test-token-of-the-donut-connect-bot',
      },
    ],
  ])('with %s, refuses links in the request language and refuses the webhook', async (_, env) => {
    const t = await createTestApp('pglite', env);
    try {
      const { tokens } = await registerConfirmedClient(t);
      const result = await t.graphql(CREATE_LINK, {}, 'ka', tokens.access_token);
      expect(result.errors?.[0].extensions.code).toBe('NOT_AVAILABLE');
      expect(result.errors?.[0].message).toBe('Telegram-ის ბოტი ამ სერვერზე არ არის გამართული.');
      const webhook = await t.post('/telegram/webhook', messageUpdate(newTelegramUser(), '/start'), {
        'x-telegram-bot-api-secret-token': 'webhook-secret-for-tests-0123456789',
      });
      expect(webhook.statusCode).toBe(503);
    } finally {
      await t.dispose();
    }
  });
});
