import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Api, type Bot } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import { isLocale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';
import { validationMessages } from '@donut/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { projectBots } from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import { isUniqueViolation } from '../../db/unique-violation';
import { translate } from '../../i18n/translate';
import type { RateLimit, RateLimiters } from '../../security/rate-limits';
import type { ProjectRow } from '../projects/projects.service';
import { describeBotApiFailure, isUnknownBot } from './bot-api-errors';
import { miniAppUrl } from './mini-app-links';
import type { TokenCipher } from './token-cipher';

export type ProjectBotRow = typeof projectBots.$inferSelect;

/** A token as BotFather gives it: the bot's id, a colon, 35 characters (a little slack either way). */
const TOKEN_SHAPE = /^(\d{5,20}):[\w-]{30,60}$/;
/** Pasting a token should take one try; ten an hour leave room for typos, not for guessing. */
export const CONNECT_LIMIT: RateLimit = { name: 'project-bot-connect', points: 10, durationSeconds: 3600 };
/** A Bot API call waits at most this long: the owner is waiting for the answer. */
const API_TIMEOUT_SECONDS = 10;
/** What the bot needs now; the chats issue widens it. */
export const ALLOWED_UPDATES = ['message', 'edited_message', 'callback_query'] as const;

export interface ProjectBotDeps {
  db: Db;
  cipher: TokenCipher;
  /** The Bot API root without a trailing slash. */
  apiRoot: string;
  publicApiUrl: string;
  links: LinkBuilder;
  limiters: RateLimiters;
  log: FastifyBaseLogger;
  /** What other modules teach every project bot (customer sign-in, later chats and the bot builder). */
  plugins: ProjectBotPlugin[];
}

/** The project a bot update is for, as a plugin sees it. */
export interface ProjectBotUpdateScope {
  project: Pick<ProjectRow, 'id' | 'name' | 'domain' | 'locale'>;
  bot: ProjectBotRow;
}

/**
 * Handlers another module installs on a project's bot before the default `/start`; a handler that does not
 * recognise its update calls `next()`.
 */
export type ProjectBotPlugin = (bot: Bot, scope: ProjectBotUpdateScope) => void;

export const webhookPath = (botId: number | string) => `/telegram/projects/${botId}/webhook`;
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const botApi = (deps: ProjectBotDeps, token: string) =>
  new Api(token, { apiRoot: deps.apiRoot, timeoutSeconds: API_TIMEOUT_SECONDS });

const invalidToken = () =>
  new DomainError(
    'BAD_USER_INPUT',
    'api.project-bot.token-invalid',
    {},
    { token: validationMessages.invalid },
  );

export async function findProjectBot(db: Db, projectId: string): Promise<ProjectBotRow | null> {
  const [row] = await db.select().from(projectBots).where(eq(projectBots.projectId, projectId));
  return row ?? null;
}

export async function findBotByTelegramId(db: Db, botId: number): Promise<ProjectBotRow | null> {
  const [row] = await db.select().from(projectBots).where(eq(projectBots.telegramBotId, botId));
  return row ?? null;
}

/** Asks Telegram who the token belongs to; a token Telegram does not know is the owner's typo. */
async function whoIs(deps: ProjectBotDeps, token: string): Promise<UserFromGetMe> {
  try {
    return await botApi(deps, token).getMe();
  } catch (error) {
    if (isUnknownBot(error)) throw invalidToken();
    deps.log.warn(describeBotApiFailure(error), 'project bot: getMe failed');
    throw new DomainError('TELEGRAM_UNAVAILABLE', 'api.project-bot.telegram-unavailable');
  }
}

/**
 * Connects the project's bot: checks the token with Telegram, stores it encrypted, points the bot's
 * webhook at this API with a fresh secret and its menu button at the project's Mini App. The row is
 * written first, in the transaction that the Telegram calls run in: a bot another project holds is
 * refused by the unique key before its webhook is touched, and a failed call leaves nothing stored.
 */
export async function connectProjectBot(
  deps: ProjectBotDeps,
  owner: { clientId: string },
  project: ProjectRow,
  token: string,
): Promise<ProjectBotRow> {
  const admission = await deps.limiters.take(CONNECT_LIMIT, owner.clientId);
  if (!admission.allowed) throw new DomainError('RATE_LIMITED', 'api.project-bot.too-many-attempts');
  const trimmed = token.trim();
  if (trimmed.length > 100 || !TOKEN_SHAPE.test(trimmed)) throw invalidToken();

  const me = await whoIs(deps, trimmed);
  const previous = await findProjectBot(deps.db, project.id);
  const holder = await findBotByTelegramId(deps.db, me.id);
  if (holder && holder.projectId !== project.id)
    throw new DomainError('CONFLICT', 'api.project-bot.connected-elsewhere');

  const secret = randomBytes(32).toString('base64url');
  const values = {
    projectId: project.id,
    telegramBotId: me.id,
    username: me.username,
    name: me.first_name.slice(0, 64),
    tokenEncrypted: deps.cipher.encrypt(trimmed, me.id),
    webhookSecretHash: hashSecret(secret),
    connectedAt: new Date(),
  };
  const api = botApi(deps, trimmed);
  const locale = isLocale(project.locale) ? project.locale : 'en';
  let row: ProjectBotRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(projectBots)
        .values(values)
        .onConflictDoUpdate({ target: projectBots.projectId, set: values })
        .returning();
      await api.setWebhook(`${deps.publicApiUrl}${webhookPath(me.id)}`, {
        secret_token: secret,
        allowed_updates: [...ALLOWED_UPDATES],
      });
      await api.setChatMenuButton({
        menu_button: {
          type: 'web_app',
          text: translate(locale, 'api.project-bot.open-app'),
          web_app: { url: miniAppUrl(deps.links, project.domain, { locale }) },
        },
      });
      return saved;
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'api.project-bot.connected-elsewhere');
    if (isUnknownBot(error)) throw invalidToken();
    deps.log.warn(describeBotApiFailure(error), 'project bot: connecting failed');
    throw new DomainError('TELEGRAM_UNAVAILABLE', 'api.project-bot.telegram-unavailable');
  }
  // The bot it replaces stops sending updates here (best effort: its token may be revoked already).
  if (previous && previous.telegramBotId !== me.id) await forgetWebhook(deps, previous);
  return row;
}

/** Removes a bot's webhook; a revoked token or an unreachable Telegram does not keep the owner's bot. */
async function forgetWebhook(deps: ProjectBotDeps, bot: ProjectBotRow) {
  try {
    const token = deps.cipher.decrypt(bot.tokenEncrypted, bot.telegramBotId);
    await botApi(deps, token).deleteWebhook();
  } catch (error) {
    deps.log.warn(
      { botId: bot.telegramBotId, ...describeBotApiFailure(error) },
      'project bot: deleteWebhook failed',
    );
  }
}

/** Disconnects the project's bot: its webhook is removed and its token forgotten. */
export async function disconnectProjectBot(deps: ProjectBotDeps, projectId: string): Promise<void> {
  const bot = await findProjectBot(deps.db, projectId);
  if (!bot) return;
  await forgetWebhook(deps, bot);
  await deps.db.delete(projectBots).where(eq(projectBots.projectId, projectId));
}
