import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { validateTelegramInitData } from '@donut/auth';
import { plainName } from '@donut/validation';
import type { Db } from '../../db/database';
import { clients, identities } from '../../db/schema';
import type { IssuedTokens, SessionsService } from './sessions.service';
import { checkLinkingSession, spendTelegramLinkToken } from './telegram-link-session';
import { readTelegramLinkToken, type TelegramLinkClaims } from './telegram-link-token';
import { startTrial } from '../billing/trial';
import { DomainError } from '../../core/domain-error';

export interface TelegramSignInDeps {
  db: Db;
  sessions: SessionsService;
  botToken: string | undefined;
  /** Verifies the profile's link tokens carried in the Mini App's start parameter. */
  linkSecret: string;
  log: FastifyBaseLogger;
  /** The clock of link token expiry (tests move it). */
  now?: () => Date;
}

/** The size of clients.name and clients.surname, in code points as PostgreSQL counts them. */
const NAME_MAX_LENGTH = 100;

const failed = () => new DomainError('TELEGRAM_AUTH_FAILED', 'api.auth.telegram-failed');
const linkInvalid = () => new DomainError('TOKEN_INVALID', 'api.auth.telegram-link-invalid');
const accountTaken = () => new DomainError('TELEGRAM_ACCOUNT_TAKEN', 'api.auth.telegram-taken');

/** A concurrent first sign-in of the same Telegram account created its owner first: try once more. */
class LostRace extends Error {}

/**
 * Sign-in from the Telegram Mini App. With a link token from the profile in the start parameter, the
 * Telegram account is linked to that owner: once per token, while the session that read the token is
 * live and only for an owner whose e-mail is confirmed; refused when another owner has the Telegram
 * account (never merged silently) or the owner has another one. Otherwise the owner linked to the
 * Telegram account signs in, or a new owner (no e-mail, `need_set_password`) is created.
 */
export function createTelegramSignIn({
  db,
  sessions,
  botToken,
  linkSecret,
  log,
  now = () => new Date(),
}: TelegramSignInDeps) {
  async function link(
    tx: Db,
    token: string,
    claims: TelegramLinkClaims,
    subject: string,
    linkedTo: string | undefined,
  ): Promise<IssuedTokens> {
    if (linkedTo && linkedTo !== claims.clientId) throw accountTaken();
    // Linked to this owner already: the token adds nothing, and a Mini App opened again signs in as before.
    if (linkedTo) return sessions.start(linkedTo, tx);
    const check = await checkLinkingSession(tx, claims);
    if (check === 'session-ended') throw linkInvalid();
    if (check === 'email-not-confirmed')
      throw new DomainError('EMAIL_NOT_CONFIRMED', 'api.auth.confirm-email-first');
    if (!(await spendTelegramLinkToken(tx, token, claims, now()))) throw linkInvalid();
    const inserted = await tx
      .insert(identities)
      .values({ clientId: claims.clientId, provider: 'telegram', subject })
      .onConflictDoNothing()
      .returning({ id: identities.id });
    if (!inserted.length) {
      // Linked meanwhile (the bot's Connect link): either the Telegram account is taken or the owner has another.
      const [holder] = await tx
        .select({ clientId: identities.clientId })
        .from(identities)
        .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, subject)));
      if (holder && holder.clientId !== claims.clientId) throw accountTaken();
      if (!holder) throw new DomainError('TELEGRAM_ALREADY_CONNECTED', 'api.telegram-bot.already-connected');
    }
    return sessions.start(claims.clientId, tx);
  }

  return {
    async signIn(initData: string): Promise<IssuedTokens> {
      if (!botToken) throw new DomainError('TELEGRAM_UNAVAILABLE', 'api.auth.telegram-unavailable');
      const result = await validateTelegramInitData(initData, botToken);
      if (!result.ok) {
        log.warn({ reason: result.error }, 'telegram sign-in refused');
        throw failed();
      }
      const subject = String(result.data.user.id);
      const token = result.data.start_param ?? '';
      const linkToken = token
        ? readTelegramLinkToken(linkSecret, token, Math.floor(now().getTime() / 1000))
        : ({ kind: 'none' } as const);
      // Any other start parameter is not ours to judge; a link token that cannot be honoured is said so.
      if (linkToken.kind === 'invalid') throw linkInvalid();
      const { first_name, last_name } = result.data.user;

      const attempt = () =>
        db.transaction(async (tx) => {
          const [linked] = await tx
            .select({ clientId: identities.clientId })
            .from(identities)
            .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, subject)));
          if (linkToken.kind === 'valid') return link(tx, token, linkToken.claims, subject, linked?.clientId);
          if (linked) return sessions.start(linked.clientId, tx);
          const [client] = await tx
            .insert(clients)
            .values({
              needSetPassword: true,
              name: plainName(first_name, NAME_MAX_LENGTH),
              surname: plainName(last_name, NAME_MAX_LENGTH),
            })
            .returning({ id: clients.id });
          const inserted = await tx
            .insert(identities)
            .values({ clientId: client.id, provider: 'telegram', subject })
            .onConflictDoNothing()
            .returning({ id: identities.id });
          if (!inserted.length) throw new LostRace();
          await startTrial(tx, client.id);
          return sessions.start(client.id, tx);
        });

      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof LostRace)) throw error;
        // The new owner is rolled back; the account the other request created now signs in.
        return attempt();
      }
    },
  };
}

export type TelegramSignIn = ReturnType<typeof createTelegramSignIn>;
