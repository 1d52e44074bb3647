import type { DomainModule } from '../../core/domain-module';
import type { Platform } from '../../core/platform';
import { projectBotMutations, projectBotQueries } from './project-bot.resolvers';
import type { ProjectBotDeps } from './project-bot.service';
import { registerProjectBotWebhook } from './project-bot-webhook.routes';
import { createTokenCipher, resolveProjectBotKey } from './token-cipher';

declare module '../../core/services' {
  interface Services {
    /** What connecting a project's bot and answering its updates need (the token cipher among them). */
    projectBots: ProjectBotDeps;
  }
}

function projectBotDeps({ config, db, links, limiters, log, publicApiUrl }: Platform): ProjectBotDeps {
  const key = resolveProjectBotKey(config.PROJECT_BOT_TOKEN_KEY, config.dataDir);
  return {
    db,
    cipher: createTokenCipher(key),
    apiRoot: config.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
    publicApiUrl,
    links,
    limiters,
    log,
    plugins: [],
  };
}

/** Each project's own Telegram bot: connecting it in the CRM, and its webhook (DOMAINS.md). */
export const projectBotModule: DomainModule = {
  name: 'project-bot',
  services: (platform) => ({ projectBots: projectBotDeps(platform) }),
  routes: (app, _platform, services) => registerProjectBotWebhook(app, services.projectBots),
  resolvers: { Query: projectBotQueries, Mutation: projectBotMutations },
};
