import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authSessions, clients, telegramLinkTokenUses } from '../../db/schema';
import { hashToken } from './secure-token';
import type { TelegramLinkClaims } from './telegram-link-token';

export type LinkingSessionCheck = 'ok' | 'session-ended' | 'email-not-confirmed';

/**
 * Whether a link token (the profile's or a bot Connect link) may still link an identity: the session
 * that asked for it is live and belongs to the token's owner, and the owner has proven their address
 * (an unconfirmed account may be someone else's registration of the address: nothing is linked to it).
 * Locks the session row until the transaction ends, so a logout or a password change or reset that
 * revokes it either happens first (and the link is refused) or waits for the link (and then unlinks).
 */
export async function checkLinkingSession(
  tx: Db,
  owner: { clientId: string; sessionId: string },
): Promise<LinkingSessionCheck> {
  const [row] = await tx
    .select({
      clientId: authSessions.subjectId,
      revokedAt: authSessions.revokedAt,
      isConfirmEmail: clients.isConfirmEmail,
    })
    .from(authSessions)
    .innerJoin(clients, eq(clients.id, authSessions.subjectId))
    .where(eq(authSessions.id, owner.sessionId))
    .for('update', { of: authSessions });
  if (!row || row.revokedAt || row.clientId !== owner.clientId) return 'session-ended';
  return row.isConfirmEmail ? 'ok' : 'email-not-confirmed';
}

/** Spent rows are kept this long past their token's expiry (clocks of several API instances may differ). */
const KEEP_SPENT_MS = 60 * 60 * 1000;

/**
 * Spends a profile link token: true for exactly one caller, however many race (the token's hash is the
 * primary key; a concurrent insert waits for the first transaction and then finds the row). Rolled
 * back with the transaction when the link is refused later on, so the token can still be used.
 */
export async function spendTelegramLinkToken(
  tx: Db,
  token: string,
  claims: TelegramLinkClaims,
  now: Date,
): Promise<boolean> {
  await tx
    .delete(telegramLinkTokenUses)
    .where(lt(telegramLinkTokenUses.expiresAt, new Date(now.getTime() - KEEP_SPENT_MS)));
  const spent = await tx
    .insert(telegramLinkTokenUses)
    .values({
      tokenHash: hashToken(token),
      clientId: claims.clientId,
      sessionId: claims.sessionId,
      expiresAt: new Date(claims.expiresAt * 1000),
      usedAt: now,
    })
    .onConflictDoNothing()
    .returning({ tokenHash: telegramLinkTokenUses.tokenHash });
  return spent.length > 0;
}
