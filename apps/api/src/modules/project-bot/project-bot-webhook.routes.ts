import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BotError } from 'grammy';
import { localeFromHeader } from '../../core/request-locale';
import { DomainError } from '../../core/domain-error';
import { projectBotUpdates, projects } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { canHeal, isUpdate, MAX_UPDATE_BYTES } from '../telegram-bot/webhook.routes';
import { describeBotApiFailure } from './bot-api-errors';
import { handleProjectBotUpdate } from './project-bot-updates';
import {
  findBotByTelegramId,
  webhookPath,
  type ProjectBotDeps,
  type ProjectBotRow,
} from './project-bot.service';

const BOT_ID = /^\d{1,20}$/;

/** Whether the header carries the secret whose SHA-256 is stored; constant time whatever is given. */
function matchesSecret(given: string | string[] | undefined, storedHash: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = createHash('sha256').update(given).digest();
  return timingSafeEqual(digest, Buffer.from(storedHash, 'hex'));
}

declare module 'fastify' {
  interface FastifyRequest {
    projectBot?: ProjectBotRow;
  }
}

/**
 * POST /telegram/projects/:botId/webhook: the updates of a project's own bot, authenticated by the
 * secret given to its setWebhook. An unknown bot and a wrong secret answer alike (401). Each update is
 * answered once: its `(bot, update_id)` is recorded before it runs, and forgotten again when it failed
 * in a way a redelivery can heal.
 */
export async function registerProjectBotWebhook(app: FastifyInstance, deps: ProjectBotDeps) {
  app.post<{ Params: { botId: string } }>(webhookPath(':botId'), {
    bodyLimit: MAX_UPDATE_BYTES,
    // Before the body is read: an unauthenticated caller gets nothing parsed or stored.
    onRequest: async (request) => {
      const { botId } = request.params as { botId: string };
      const bot = BOT_ID.test(botId) ? await findBotByTelegramId(deps.db, Number(botId)) : null;
      const secret = request.headers['x-telegram-bot-api-secret-token'];
      if (!bot || !matchesSecret(secret, bot.webhookSecretHash))
        throw new DomainError('UNAUTHENTICATED', 'api.telegram-bot.webhook-refused');
      request.projectBot = bot;
    },
    handler: async (request, reply) => {
      const bot = request.projectBot;
      if (!bot || !isUpdate(request.body)) throw new DomainError('BAD_REQUEST', 'api.error.bad-request');
      const update = request.body;
      const key = { projectId: bot.projectId, telegramBotId: bot.telegramBotId, updateId: update.update_id };
      const [fresh] = await deps.db
        .insert(projectBotUpdates)
        .values(key)
        .onConflictDoNothing()
        .returning({ updateId: projectBotUpdates.updateId });
      if (!fresh) return reply.status(200).send({ ok: true });
      try {
        const [project] = await deps.db.select().from(projects).where(eq(projects.id, bot.projectId));
        const token = deps.cipher.decrypt(bot.tokenEncrypted, bot.telegramBotId);
        await handleProjectBotUpdate(
          { bot, token, project, apiRoot: deps.apiRoot, links: deps.links, plugins: deps.plugins },
          update,
        );
      } catch (caught) {
        const error = caught instanceof BotError ? caught.error : caught;
        request.log.error(
          { botId: bot.telegramBotId, updateId: update.update_id, ...describeBotApiFailure(error) },
          'project bot update failed',
        );
        if (canHeal(error)) {
          await deps.db
            .delete(projectBotUpdates)
            .where(
              and(
                eq(projectBotUpdates.projectId, key.projectId),
                eq(projectBotUpdates.telegramBotId, key.telegramBotId),
                eq(projectBotUpdates.updateId, key.updateId),
              ),
            );
          const message = translate(localeFromHeader(request.headers['x-language']), 'api.error.internal');
          return reply.status(500).send({ error: { code: 'INTERNAL', message } });
        }
      }
      return reply.status(200).send({ ok: true });
    },
  });
}
