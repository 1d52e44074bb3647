import { Bot } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import { isLocale, type Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';
import { translate } from '../../i18n/translate';
import type { ProjectRow } from '../projects/projects.service';
import { miniAppUrl, targetOfStartPayload } from './mini-app-links';
import type { ProjectBotPlugin, ProjectBotRow } from './project-bot.service';

/** A Bot API call waits at most this long: Telegram redelivers the update if we answer 500. */
const API_TIMEOUT_SECONDS = 10;

export interface ProjectBotUpdateOptions {
  bot: ProjectBotRow;
  token: string;
  project: Pick<ProjectRow, 'id' | 'name' | 'domain' | 'locale'>;
  apiRoot: string;
  links: LinkBuilder;
  plugins?: readonly ProjectBotPlugin[];
}

/** The sender's Telegram language when it is one of ours (ru, en, ka), else the project's, else English. */
export function greetingLocale(telegramLanguage: string | undefined, projectLocale: string | null): Locale {
  const telegram = telegramLanguage?.toLowerCase().split(/[-_]/)[0];
  if (isLocale(telegram)) return telegram;
  return isLocale(projectLocale) ? projectLocale : 'en';
}

/**
 * Runs one update of a project's bot (grammY, webhook mode). Today it answers `/start` (with or without
 * a deep-link payload: `p_<page>`, `service-<id>`, `product-<id>`) with a greeting and a button that opens
 * the Mini App on the asked page; the chats issue adds the rest. The bot's identity is known from the
 * connection, so no getMe is asked.
 */
export async function handleProjectBotUpdate(options: ProjectBotUpdateOptions, update: Update) {
  const { bot: row, project } = options;
  const bot = new Bot(options.token, {
    botInfo: {
      id: row.telegramBotId,
      is_bot: true,
      first_name: row.name,
      username: row.username,
      can_join_groups: false,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
    } as UserFromGetMe, // only the id and username are read: the rest of getMe is not stored
    client: { apiRoot: options.apiRoot, timeoutSeconds: API_TIMEOUT_SECONDS },
  });
  for (const plugin of options.plugins ?? []) plugin(bot, { project, bot: row });
  bot.chatType('private').command('start', async (ctx) => {
    const locale = greetingLocale(ctx.from.language_code, project.locale);
    const target = targetOfStartPayload(ctx.match);
    await ctx.reply(translate(locale, 'api.project-bot.greeting', { project: project.name }), {
      reply_markup: {
        inline_keyboard: [
          [
            {
              text: translate(locale, 'api.project-bot.open-app'),
              web_app: { url: miniAppUrl(options.links, project.domain, { target, locale }) },
            },
          ],
        ],
      },
    });
  });
  await bot.handleUpdate(update);
}
