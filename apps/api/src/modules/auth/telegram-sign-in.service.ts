import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { validateTelegramInitData } from '@donut/auth';
import type { Db } from '../../db/database';
import { clients, identities } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { IssuedTokens, SessionsService } from './sessions.service';
import { readTelegramLinkToken } from './telegram-link-token';
import { startTrial } from '../subscriptions/trial';

export interface TelegramSignInDeps {
  db: Db;
  sessions: SessionsService;
  botToken: string | undefined;
  /** Verifies the profile's link tokens carried in the Mini App's start parameter. */
  linkSecret: string;
  log: FastifyBaseLogger;
}

const failed = () => new ApiError(401, 'TELEGRAM_AUTH_FAILED', 'api.auth.telegram-failed');

/**
 * Sign-in from the Telegram Mini App. With a link token from the profile in the start parameter, the
 * Telegram account is linked to that owner (refused when another owner has it: never merged silently).
 * Otherwise the owner linked to the Telegram account signs in, or a new owner (no e-mail,
 * `need_set_password`) is created.
 */
export function createTelegramSignIn({ db, sessions, botToken, linkSecret, log }: TelegramSignInDeps) {
  return {
    async signIn(initData: string): Promise<IssuedTokens> {
      if (!botToken) throw new ApiError(503, 'TELEGRAM_UNAVAILABLE', 'api.auth.telegram-unavailable');
      const result = await validateTelegramInitData(initData, botToken);
      if (!result.ok) {
        log.warn({ reason: result.error }, 'telegram sign-in refused');
        throw failed();
      }
      const subject = String(result.data.user.id);
      const linkingOwner = result.data.start_param ? readTelegramLinkToken(linkSecret, result.data.start_param) : null;
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [linked] = await tx
          .select({ clientId: identities.clientId })
          .from(identities)
          .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, subject)));
        if (linkingOwner) {
          if (linked && linked.clientId !== linkingOwner) throw new ApiError(403, 'TELEGRAM_ACCOUNT_TAKEN', 'api.auth.telegram-taken');
          if (!linked) {
            const [owner] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, linkingOwner));
            if (!owner) throw failed();
            await tx.insert(identities).values({ clientId: owner.id, provider: 'telegram', subject });
          }
          return sessions.start(linkingOwner, tx);
        }
        if (linked) return sessions.start(linked.clientId, tx);
        const { first_name, last_name } = result.data.user;
        const [client] = await tx
          .insert(clients)
          .values({ needSetPassword: true, name: first_name?.slice(0, 100) ?? null, surname: last_name?.slice(0, 100) ?? null })
          .returning({ id: clients.id });
        await tx.insert(identities).values({ clientId: client.id, provider: 'telegram', subject });
        await startTrial(tx, client.id);
        return sessions.start(client.id, tx);
      });
    },
  };
}

export type TelegramSignIn = ReturnType<typeof createTelegramSignIn>;
