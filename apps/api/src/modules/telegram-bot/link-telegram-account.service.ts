import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, identities, languages, telegramConnectTokens } from '../../db/schema';
import { hashToken } from '../auth/secure-token';
import { checkLinkingSession } from '../auth/telegram-link-session';
import { isConnectTokenShape } from './connect-links.service';

export type LinkOutcome =
  /** Linked now, or already linked to this very owner (a redelivered update, a second tap): nothing changes. */
  | { kind: 'linked'; clientLanguage: string | null }
  /** No such token, or it is used, expired or superseded, or the session that made it has ended. */
  | { kind: 'invalid-token'; clientLanguage: string | null }
  /** The owner has not confirmed the e-mail: nothing is linked to an address not proven theirs. */
  | { kind: 'email-not-confirmed'; clientLanguage: string | null }
  /** The Telegram account is linked to another owner. */
  | { kind: 'account-taken'; clientLanguage: string | null }
  /** The owner already has another Telegram account linked. */
  | { kind: 'owner-has-other-account'; clientLanguage: string | null };

/** Thrown inside the transaction to undo what it wrote when a concurrent request won the race. */
class LostRace extends Error {}

/**
 * `/start <token>`: spends the owner's one-time token and links the sender's Telegram account to that
 * owner, in one transaction, while the session that made the link is live (a logout or a password
 * change or reset ends it) and the owner's e-mail is confirmed. Every refusal leaves the token and the
 * identities as they were, so a refused attempt can be retried with the same link from the right account.
 */
export async function linkTelegramAccount(
  db: Db,
  token: string,
  telegramUserId: string,
  now = new Date(),
): Promise<LinkOutcome> {
  if (!isConnectTokenShape(token)) return { kind: 'invalid-token', clientLanguage: null };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: telegramConnectTokens.id,
          clientId: telegramConnectTokens.clientId,
          sessionId: telegramConnectTokens.sessionId,
          expiresAt: telegramConnectTokens.expiresAt,
          usedAt: telegramConnectTokens.usedAt,
          clientLanguage: languages.abbrFront,
        })
        .from(telegramConnectTokens)
        .innerJoin(clients, eq(clients.id, telegramConnectTokens.clientId))
        .leftJoin(languages, eq(languages.id, clients.languageId))
        .where(eq(telegramConnectTokens.tokenHash, hashToken(token)));
      if (!row) return { kind: 'invalid-token', clientLanguage: null } as const;
      const { clientLanguage } = row;
      const [sender] = await tx
        .select({ clientId: identities.clientId })
        .from(identities)
        .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, telegramUserId)));
      // Checked before the token's state: a replayed update finds its own token spent, and must still succeed.
      if (sender?.clientId === row.clientId) return { kind: 'linked', clientLanguage } as const;
      if (row.usedAt || row.expiresAt <= now) return { kind: 'invalid-token', clientLanguage } as const;
      if (sender) return { kind: 'account-taken', clientLanguage } as const;
      const session = await checkLinkingSession(tx, { clientId: row.clientId, sessionId: row.sessionId });
      if (session === 'session-ended') return { kind: 'invalid-token', clientLanguage } as const;
      if (session === 'email-not-confirmed') return { kind: 'email-not-confirmed', clientLanguage } as const;
      const inserted = await tx
        .insert(identities)
        .values({ clientId: row.clientId, provider: 'telegram', subject: telegramUserId })
        .onConflictDoNothing()
        .returning({ id: identities.id });
      // Nothing inserted: the owner has a Telegram account (or one was linked meanwhile).
      if (!inserted.length) return { kind: 'owner-has-other-account', clientLanguage } as const;
      const spent = await tx
        .update(telegramConnectTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(telegramConnectTokens.id, row.id),
            isNull(telegramConnectTokens.usedAt),
            gt(telegramConnectTokens.expiresAt, now),
          ),
        )
        .returning({ id: telegramConnectTokens.id });
      if (!spent.length) throw new LostRace();
      return { kind: 'linked', clientLanguage } as const;
    });
  } catch (error) {
    if (error instanceof LostRace) return { kind: 'invalid-token', clientLanguage: null };
    throw error;
  }
}
