import { Bot, type Context } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { Db } from '../../db/database';
import { translate, type ApiMessageId } from '../../i18n/translate';
import { linkTelegramAccount, type LinkOutcome } from './link-telegram-account.service';
import { replyLocale } from './reply-locale';

export interface TelegramBotOptions {
  token: string;
  /** Without a trailing slash (grammY refuses one). */
  apiRoot: string;
  db: Db;
  /** Known bot info spares the getMe call; otherwise it is fetched with the first update. */
  botInfo?: UserFromGetMe;
}

const REPLY: Record<LinkOutcome['kind'], ApiMessageId> = {
  linked: 'api.telegram-bot.connected',
  'invalid-token': 'api.telegram-bot.link-invalid',
  'email-not-confirmed': 'api.telegram-bot.confirm-email-first',
  'account-taken': 'api.telegram-bot.account-taken',
  'owner-has-other-account': 'api.telegram-bot.owner-has-other-account',
};

/** A Bot API call waits at most this long: Telegram redelivers the update if we answer 500. */
const API_TIMEOUT_SECONDS = 10;
const INIT_TIMEOUT_MS = 10_000;

/**
 * The Donut bot (grammY) in webhook mode. It does one thing: `/start <token>` from a cabinet's Connect
 * link links the sender's Telegram account to that owner; any other private message gets directions.
 */
export function createTelegramBot({ token, apiRoot, db, botInfo }: TelegramBotOptions) {
  const bot = new Bot(token, { botInfo, client: { apiRoot, timeoutSeconds: API_TIMEOUT_SECONDS } });
  const privateChats = bot.chatType('private');

  const reply = (ctx: Context, clientLanguage: string | null, id: ApiMessageId) =>
    ctx.reply(translate(replyLocale(clientLanguage, ctx.from?.language_code), id));

  privateChats.command('start', async (ctx) => {
    const startToken = ctx.match.trim();
    if (!startToken) return void (await reply(ctx, null, 'api.telegram-bot.how-to-connect'));
    const outcome = await linkTelegramAccount(db, startToken, String(ctx.from.id));
    await reply(ctx, outcome.clientLanguage, REPLY[outcome.kind]);
  });
  privateChats.on('message', (ctx) => reply(ctx, null, 'api.telegram-bot.how-to-connect'));

  let initializing: Promise<void> | null = null;
  return {
    /** Runs one webhook update; getMe is asked once, on the first update (again only if it failed). */
    async handleUpdate(update: Parameters<Bot['handleUpdate']>[0]) {
      if (!bot.isInited()) {
        // grammY types the signal with the abort-controller polyfill's class; Node's own works at run time.
        const signal = AbortSignal.timeout(INIT_TIMEOUT_MS) as unknown as Parameters<Bot['init']>[0];
        initializing ??= bot.init(signal).finally(() => (initializing = null));
        await initializing;
      }
      await bot.handleUpdate(update);
    },
  };
}

export type TelegramBot = ReturnType<typeof createTelegramBot>;
