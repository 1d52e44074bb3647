import type { DomainModule } from '../../core/domain-module';
import type { Platform } from '../../core/platform';
import type { Principal } from '../../core/principal';
import { createConnectLink, type ConnectLinkResult } from './connect-links.service';
import { createTelegramBot } from './telegram-bot';
import { telegramBotMutations } from './telegram-bot.resolvers';
import { registerTelegramWebhook } from './webhook.routes';

export interface TelegramBotServices {
  /** A Connect link for the owner's session, or null when the bot is not set up on this server. */
  createConnectLink(owner: Principal): Promise<ConnectLinkResult | null>;
}

declare module '../../core/services' {
  interface Services {
    telegramBot: TelegramBotServices;
  }
}

/**
 * The Donut bot: on only with a token and a webhook secret (without the secret anyone could post
 * updates). The cabinet's Connect links also need the bot's username.
 */
function botOf({ config, db }: Platform) {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: secret } = config;
  const apiRoot = config.TELEGRAM_API_ROOT.replace(/\/+$/, '');
  return token && secret ? { instance: createTelegramBot({ token, apiRoot, db }), secret } : null;
}

/** The product's own Telegram bot: the owners' Connect links and its webhook. */
export const telegramBotModule: DomainModule = {
  name: 'telegram-bot',
  services: (platform) => {
    const hasBot = Boolean(platform.config.TELEGRAM_BOT_TOKEN && platform.config.TELEGRAM_WEBHOOK_SECRET);
    const username = platform.config.TELEGRAM_BOT_USERNAME;
    return {
      telegramBot: {
        createConnectLink: async (owner) =>
          hasBot && username ? createConnectLink(platform.db, owner, username) : null,
      },
    };
  },
  routes: (app, platform) => registerTelegramWebhook(app, { bot: botOf(platform) }),
  resolvers: { Mutation: telegramBotMutations },
};
