import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createConnectLink, type ConnectLinkResult } from './connect-links.service';
import { createTelegramBot } from './telegram-bot';
import { registerTelegramWebhook } from './webhook.routes';

/**
 * The Donut bot: on only with a token and a webhook secret (without the secret anyone could post
 * updates). The cabinet's Connect links also need the bot's username.
 */
export async function registerTelegramBotModule(app: FastifyInstance, config: Config, db: Db) {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: secret, TELEGRAM_BOT_USERNAME: username } = config;
  const apiRoot = config.TELEGRAM_API_ROOT.replace(/\/+$/, '');
  const bot = token && secret ? { instance: createTelegramBot({ token, apiRoot, db }), secret } : null;
  await registerTelegramWebhook(app, { bot });
  return {
    /** A Connect link for the owner's session, or null when the bot is not set up on this server. */
    async createConnectLink(owner: { clientId: string; sessionId: string }): Promise<ConnectLinkResult | null> {
      if (!bot || !username) return null;
      return createConnectLink(db, owner, username);
    },
  };
}

export type TelegramBotModule = Awaited<ReturnType<typeof registerTelegramBotModule>>;
