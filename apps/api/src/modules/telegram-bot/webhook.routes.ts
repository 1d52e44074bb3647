import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { BotError, GrammyError, HttpError } from 'grammy';
import type { Update } from 'grammy/types';
import { localeFromHeader } from '../../core/request-locale';
import { translate } from '../../i18n/translate';
import type { TelegramBot } from './telegram-bot';
import { isWebhookSecret } from './webhook-secret';
import { DomainError } from '../../core/domain-error';

export const WEBHOOK_PATH = '/telegram/webhook';
/** A Telegram update is a few kilobytes; the ceiling leaves room for long captions and entities. */
export const MAX_UPDATE_BYTES = 256 * 1024;

export interface WebhookOptions {
  /** Null when TELEGRAM_BOT_TOKEN or TELEGRAM_WEBHOOK_SECRET is missing: the bot is off. */
  bot: { instance: TelegramBot; secret: string } | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isText = (value: unknown) => typeof value === 'string';

/**
 * An update as Telegram sends it, as far as the bot reads one (a message's text, sender and chat): junk
 * there is refused with a 400 rather than failing the bot with a 500, which Telegram would redeliver.
 */
export const isUpdate = (body: unknown): body is Update => {
  if (!isObject(body) || !Number.isSafeInteger(body.update_id)) return false;
  const message = body.message;
  if (message === undefined) return true;
  return (
    isObject(message) &&
    optional(message.text, isText) &&
    optional(
      message.from,
      (from) => isObject(from) && Number.isSafeInteger(from.id) && optional(from.language_code, isText),
    ) &&
    isObject(message.chat) &&
    Number.isSafeInteger(message.chat.id) &&
    isText(message.chat.type)
  );
};

/**
 * Logs a failed update. A failed Bot API call is described, never logged as the error object: its
 * cause (node-fetch's message) holds the request URL and so the bot token. Anything else (the
 * database, a timeout) is logged whole, with its stack.
 */
function logFailure(log: FastifyBaseLogger, updateId: number, error: unknown) {
  if (error instanceof GrammyError) {
    log.error(
      { updateId, method: error.method, code: error.error_code, description: error.description },
      'telegram update failed: Bot API refused',
    );
  } else if (error instanceof HttpError) {
    log.error({ updateId, reason: error.message }, 'telegram update failed: Bot API unreachable');
  } else {
    log.error({ updateId, err: error }, 'telegram update failed');
  }
}

/**
 * Telegram refuses to deliver further updates of a chat until one is accepted, and redelivers on any
 * non-2xx answer: a Bot API refusal (the user blocked the bot, 403) cannot heal, so it is accepted;
 * a network or database failure is answered 500 for Telegram to try again.
 */
export function canHeal(error: unknown) {
  if (!(error instanceof GrammyError)) return true;
  // getMe fails only when the bot is misconfigured: fixing the settings lets the update through.
  return error.method === 'getMe' || error.error_code >= 500 || error.error_code === 429;
}

/** POST /telegram/webhook: updates from Telegram, authenticated by the secret given to setWebhook. */
export async function registerTelegramWebhook(app: FastifyInstance, { bot }: WebhookOptions) {
  app.post(WEBHOOK_PATH, {
    bodyLimit: MAX_UPDATE_BYTES,
    // Before the body is read: an unauthenticated caller gets nothing parsed or stored.
    onRequest: async (request) => {
      if (!bot) throw new DomainError('TELEGRAM_UNAVAILABLE', 'api.telegram-bot.not-configured');
      if (!isWebhookSecret(request.headers['x-telegram-bot-api-secret-token'], bot.secret)) {
        throw new DomainError('UNAUTHENTICATED', 'api.telegram-bot.webhook-refused');
      }
    },
    handler: async (request, reply) => {
      if (!bot || !isUpdate(request.body)) throw new DomainError('BAD_REQUEST', 'api.error.bad-request');
      try {
        await bot.instance.handleUpdate(request.body);
      } catch (caught) {
        const error = caught instanceof BotError ? caught.error : caught;
        logFailure(request.log, request.body.update_id, error);
        // Answered here rather than thrown: the error handler would log the error object whole.
        if (canHeal(error)) {
          const message = translate(localeFromHeader(request.headers['x-language']), 'api.error.internal');
          return reply.status(500).send({ error: { code: 'INTERNAL', message } });
        }
      }
      return reply.status(200).send({ ok: true });
    },
  });
}
