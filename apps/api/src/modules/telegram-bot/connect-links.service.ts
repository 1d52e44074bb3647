import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, identities, telegramConnectTokens } from '../../db/schema';
import { hashToken, randomToken } from '../auth/secure-token';

/** How long a Connect link can be opened in Telegram. */
export const CONNECT_LINK_TTL_MS = 15 * 60 * 1000;
/** Links one owner may create per hour: far above a person's clicks, far below a script's. */
export const CONNECT_LINKS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Telegram passes a deep-link start parameter of at most 64 characters from [A-Za-z0-9_-]; anything
 * else cannot be one of ours, so it is refused before the database is asked.
 */
export const isConnectTokenShape = (value: string) => /^[\w-]{1,64}$/.test(value);

export type ConnectLinkResult =
  | { kind: 'created'; url: string; expiresAt: Date }
  | { kind: 'already-connected' }
  /** Nothing is linked to an account whose address is unproven: it may be someone else's registration of it. */
  | { kind: 'email-not-confirmed' }
  | { kind: 'rate-limited' };

/**
 * A fresh one-time token for `/start`, stored as SHA-256: 43 URL-safe characters (256 random bits).
 * It belongs to the session that asked for it and dies with it (link-telegram-account.service.ts).
 * Creating one ends the owner's older unused links, so only the newest button works.
 */
export async function createConnectLink(
  db: Db,
  owner: { clientId: string; sessionId: string },
  botUsername: string,
  now = new Date(),
): Promise<ConnectLinkResult> {
  const { clientId, sessionId } = owner;
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: identities.id })
      .from(identities)
      .where(and(eq(identities.clientId, clientId), eq(identities.provider, 'telegram')));
    if (linked) return { kind: 'already-connected' } as const;
    const [client] = await tx
      .select({ isConfirmEmail: clients.isConfirmEmail })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client?.isConfirmEmail) return { kind: 'email-not-confirmed' } as const;
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    // Rows older than the rate window that can no longer be spent only took space.
    await tx
      .delete(telegramConnectTokens)
      .where(
        and(
          eq(telegramConnectTokens.clientId, clientId),
          lt(telegramConnectTokens.createdAt, hourAgo),
          or(isNotNull(telegramConnectTokens.usedAt), lt(telegramConnectTokens.expiresAt, now)),
        ),
      );
    const [recent] = await tx
      .select({ total: count() })
      .from(telegramConnectTokens)
      .where(and(eq(telegramConnectTokens.clientId, clientId), gt(telegramConnectTokens.createdAt, hourAgo)));
    if (recent.total >= CONNECT_LINKS_PER_HOUR) return { kind: 'rate-limited' } as const;
    await tx
      .update(telegramConnectTokens)
      .set({ expiresAt: now })
      .where(
        and(
          eq(telegramConnectTokens.clientId, clientId),
          isNull(telegramConnectTokens.usedAt),
          gt(telegramConnectTokens.expiresAt, now),
        ),
      );
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + CONNECT_LINK_TTL_MS);
    await tx
      .insert(telegramConnectTokens)
      .values({ clientId, sessionId, tokenHash: hashToken(token), expiresAt, createdAt: now });
    return { kind: 'created', url: `https://t.me/${botUsername}?start=${token}`, expiresAt } as const;
  });
}
