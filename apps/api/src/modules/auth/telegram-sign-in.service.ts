import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { validateTelegramInitData } from '@donut/auth';
import type { Db } from '../../db/database';
import { clients, identities } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { IssuedTokens, SessionsService } from './sessions.service';

const failed = () => new ApiError(401, 'TELEGRAM_AUTH_FAILED', 'api.auth.telegram-failed');

/**
 * Sign-in from the Telegram Mini App: init data checked against the bot token, then the owner linked
 * to that Telegram account, or a new owner (no e-mail, `need_set_password`) when none is linked.
 */
export function createTelegramSignIn(db: Db, sessions: SessionsService, botToken: string | undefined, log: FastifyBaseLogger) {
  return {
    async signIn(initData: string): Promise<IssuedTokens> {
      if (!botToken) throw new ApiError(503, 'TELEGRAM_UNAVAILABLE', 'api.auth.telegram-unavailable');
      const result = await validateTelegramInitData(initData, botToken);
      if (!result.ok) {
        log.warn({ reason: result.error }, 'telegram sign-in refused');
        throw failed();
      }
      const subject = String(result.data.user.id);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [linked] = await tx
          .select({ clientId: identities.clientId })
          .from(identities)
          .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, subject)));
        if (linked) return sessions.start(linked.clientId, tx);
        const { first_name, last_name } = result.data.user;
        const [client] = await tx
          .insert(clients)
          .values({ needSetPassword: true, name: first_name?.slice(0, 100) ?? null, surname: last_name?.slice(0, 100) ?? null })
          .returning({ id: clients.id });
        await tx.insert(identities).values({ clientId: client.id, provider: 'telegram', subject });
        return sessions.start(client.id, tx);
      });
    },
  };
}

export type TelegramSignIn = ReturnType<typeof createTelegramSignIn>;
