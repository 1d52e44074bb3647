/* Test helpers of the bot: the API wired to a Bot API stand-in, and updates shaped as Telegram sends them. */
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startBotApiStandIn, type BotApiStandIn } from '../../testing/bot-api-stand-in';

export const BOT_TOKEN = '7000000002:AAF-test-token-of-the-donut-connect-bot';
export const BOT_USERNAME = 'donut_connect_test_bot';
export const WEBHOOK_SECRET = 'webhook-secret-for-tests-0123456789';

export const CREATE_LINK = 'mutation { create_telegram_connect_link { url expires_at } }';

export interface BotTestApp extends TestApp {
  standIn: BotApiStandIn;
  /** A Connect link of the owner; its token is the start parameter. */
  createLink(
    accessToken: string,
    language?: string,
  ): Promise<{ url: string; expires_at: string; token: string }>;
  /** POST /telegram/webhook as Telegram does; `secret: null` leaves the header out. */
  deliver(update: unknown, secret?: string | null): ReturnType<TestApp['post']>;
  isConnected(accessToken: string): Promise<boolean>;
  /** Texts the bot sent to a chat, oldest first. */
  repliesTo(chatId: number): string[];
}

export async function createBotTestApp(
  engine: 'pglite' | 'postgres',
  env: NodeJS.ProcessEnv = {},
): Promise<BotTestApp> {
  const standIn = await startBotApiStandIn({ token: BOT_TOKEN, username: BOT_USERNAME });
  const t = await createTestApp(engine, {
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: BOT_USERNAME,
    TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    TELEGRAM_API_ROOT: standIn.apiRoot,
    ...env,
  });
  return {
    ...t,
    standIn,
    async createLink(accessToken, language = 'en') {
      const result = await t.graphql(CREATE_LINK, {}, language, accessToken);
      if (result.errors)
        throw new Error(`create_telegram_connect_link failed: ${JSON.stringify(result.errors)}`);
      const link = result.data.create_telegram_connect_link;
      return { ...link, token: new URL(link.url).searchParams.get('start') as string };
    },
    deliver(update, secret = WEBHOOK_SECRET) {
      return t.post(
        '/telegram/webhook',
        update,
        secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
      );
    },
    async isConnected(accessToken) {
      return (await t.graphql('{ client { is_telegram_connected } }', {}, 'en', accessToken)).data.client
        .is_telegram_connected;
    },
    repliesTo: (chatId) =>
      standIn
        .callsOf('sendMessage')
        .filter((call) => call.params.chat_id === chatId)
        .map((call) => call.params.text),
    async dispose() {
      await t.dispose();
      await standIn.close();
    },
  };
}

let nextUpdateId = 100_000;
let nextUserId = 6_000_000_000;

export interface TelegramUser {
  id: number;
  language_code?: string;
}

/** A Telegram user we have not seen yet (ids above 2^32, as real ones are nowadays). */
export const newTelegramUser = (language_code = 'en'): TelegramUser => ({ id: nextUserId++, language_code });

/** A private message update; a leading /command is marked as Telegram marks it. */
export function messageUpdate(from: TelegramUser, text: string) {
  const command = /^\/\w+/.exec(text);
  return {
    update_id: nextUpdateId++,
    message: {
      message_id: nextUpdateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: 'private', first_name: 'Нино' },
      from: {
        id: from.id,
        is_bot: false,
        first_name: 'Нино',
        ...(from.language_code ? { language_code: from.language_code } : {}),
      },
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
    },
  };
}
