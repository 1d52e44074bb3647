import { createHmac } from 'node:crypto';
import { and, desc, eq, getTableName, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authSessions, customerRefreshTokens, customerSessions, refreshTokens } from '../../db/schema';
import type { AccessTokens } from './access-token';
import { hashToken, randomToken } from './secure-token';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** Two tabs refreshing with the same token at once both succeed if the second comes this soon. */
export const ROTATION_GRACE_SECONDS = 10;

/** Spec §3 token data; times in unix seconds. */
export interface IssuedTokens {
  access_token: string;
  expires_access_token: number;
  refresh_token: string;
  expires_refresh_token: number;
}

export type RevokeReason = 'logout' | 'reuse' | 'password-changed' | 'password-reset' | 'deleted';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Where a family of sessions lives: the owners' tables, or the customers' of the same shape. */
export interface SessionTables {
  sessions: typeof authSessions;
  tokens: typeof refreshTokens;
}

export const ownerSessionTables: SessionTables = { sessions: authSessions, tokens: refreshTokens };

/**
 * The customers' tables have the owners' columns (the subject is `subjectId` in both) plus the project's id,
 * which `start` takes as an extra value; the cast only renames the tables' types (sessions.service.test.ts
 * checks that the columns match).
 */
export const customerSessionTables = {
  sessions: customerSessions,
  tokens: customerRefreshTokens,
} as unknown as SessionTables;

/**
 * Sessions are refresh-token families: rotation on every refresh, reuse of a rotated token revokes
 * the family (after a short grace for concurrent refreshes of the newest token's parent), and a
 * revoked session stops its access tokens at once (see `isActive`).
 */
export function createSessionsService(
  db: Db,
  accessTokens: AccessTokens,
  rotationSecret: string,
  now: () => Date = () => new Date(),
  { sessions: authSessions, tokens: refreshTokens }: SessionTables = ownerSessionTables,
) {
  /**
   * A rotated token's one child, derived from it with the server's secret: a refresh replayed within
   * the grace gets the very child the first one got (the family never forks), though only its hash is stored.
   */
  const childOf = (parentToken: string) =>
    createHmac('sha256', rotationSecret).update(`refresh-child:${parentToken}`).digest('base64url');

  async function withAccess(
    clientId: string,
    sessionId: string,
    refresh: { token: string; expiresAt: Date },
  ): Promise<IssuedTokens> {
    const access = await accessTokens.sign({ clientId, sessionId }, seconds(now()));
    return {
      access_token: access.token,
      expires_access_token: access.expiresAt,
      refresh_token: refresh.token,
      expires_refresh_token: seconds(refresh.expiresAt),
    };
  }

  async function issue(
    tx: Db,
    clientId: string,
    sessionId: string,
    parent: { id: string; token: string } | null,
  ): Promise<IssuedTokens> {
    const token = parent ? childOf(parent.token) : randomToken();
    const expiresAt = new Date(now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await tx
      .insert(refreshTokens)
      .values({ sessionId, tokenHash: hashToken(token), parentId: parent?.id ?? null, expiresAt });
    return withAccess(clientId, sessionId, { token, expiresAt });
  }

  type LiveRow = NonNullable<Awaited<ReturnType<typeof findLive>>>;

  /**
   * A spent token presented again: the family's newest token when it is this token's own child, still
   * unspent, and the token was spent within the grace (two tabs refreshing at once); else null.
   */
  async function graceChild(
    tx: Db,
    row: LiveRow,
    token: string,
  ): Promise<{ token: string; expiresAt: Date } | null> {
    const [newest] = await tx
      .select({
        parentId: refreshTokens.parentId,
        tokenHash: refreshTokens.tokenHash,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, row.session.id))
      .orderBy(desc(refreshTokens.createdAt))
      .limit(1);
    // A concurrent refresh may have claimed it after our read: fall back to "now" for its time.
    const rotatedAt = row.token.rotatedAt ?? now();
    const withinGrace = now().getTime() - rotatedAt.getTime() <= ROTATION_GRACE_SECONDS * 1000;
    const child = childOf(token);
    if (
      !withinGrace ||
      !newest ||
      newest.parentId !== row.token.id ||
      newest.rotatedAt ||
      newest.tokenHash !== hashToken(child)
    )
      return null;
    return { token: child, expiresAt: newest.expiresAt };
  }

  /** A refresh token with its session, if the token exists, is unexpired and its session is live. */
  async function findLive(tx: Db, token: string) {
    const [row] = await tx
      .select({ token: refreshTokens, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .limit(1);
    if (!row || row.session.revokedAt || row.token.expiresAt <= now()) return null;
    return row;
  }

  /**
   * The statement of `isActive`, built once (ADR 0024): on every request only its values change. On
   * Postgres it is a named prepared statement, parsed once per pooled connection.
   */
  const activeSession = db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.subjectId, sql.placeholder('clientId')),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare(`${getTableName(authSessions)}_is_active`);

  async function revokeSession(tx: Db, sessionId: string, reason: RevokeReason) {
    await tx
      .update(authSessions)
      .set({ revokedAt: now(), revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  return {
    /** A new session for someone who just proved who they are (`extra`: the customer's project id). */
    start(clientId: string, tx: Db = db, extra: Record<string, unknown> = {}): Promise<IssuedTokens> {
      return tx.transaction(async (inner) => {
        const [session] = await inner
          .insert(authSessions)
          .values({ ...extra, subjectId: clientId })
          .returning({ id: authSessions.id });
        return issue(inner, clientId, session.id, null);
      });
    },

    /** Rotation: the presented token is spent and a new pair returned; null when it must not be honoured. */
    refresh(token: string): Promise<IssuedTokens | null> {
      return db.transaction(async (tx) => {
        const row = await findLive(tx, token);
        if (!row) return null;
        const { session } = row;
        // Claim the token atomically: of two concurrent refreshes exactly one sees rotated_at empty.
        const claimed = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now() })
          .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.rotatedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length) return issue(tx, session.subjectId, session.id, { id: row.token.id, token });

        const child = await graceChild(tx, row, token);
        if (child) return withAccess(session.subjectId, session.id, child);
        // A spent token came back: someone holds a stolen copy. End the whole family, newest token included.
        await revokeSession(tx, session.id, 'reuse');
        return null;
      });
    },

    /**
     * A fresh access token for a live refresh token (the refresh token is kept). A spent one is reuse,
     * as on refresh: honoured within the grace, else its whole family is revoked.
     */
    access(token: string): Promise<Pick<IssuedTokens, 'access_token' | 'expires_access_token'> | null> {
      return db.transaction(async (tx) => {
        const row = await findLive(tx, token);
        if (!row) return null;
        if (row.token.rotatedAt && !(await graceChild(tx, row, token))) {
          await revokeSession(tx, row.session.id, 'reuse');
          return null;
        }
        const access = await accessTokens.sign(
          { clientId: row.session.subjectId, sessionId: row.session.id },
          seconds(now()),
        );
        return { access_token: access.token, expires_access_token: access.expiresAt };
      });
    },

    /** Logout: ends the session the token belongs to. Unknown tokens are ignored (logout is idempotent). */
    async endByRefreshToken(token: string): Promise<void> {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .limit(1);
      if (row) await revokeSession(db, row.sessionId, 'logout');
    },

    endSession: (sessionId: string, reason: RevokeReason, tx: Db = db) =>
      revokeSession(tx, sessionId, reason),

    /** Ends every session of a client (password change or reset, deletion), optionally but one. */
    async endAll(
      clientId: string,
      reason: RevokeReason,
      tx: Db = db,
      exceptSessionId?: string,
    ): Promise<void> {
      await tx
        .update(authSessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(
          and(
            eq(authSessions.subjectId, clientId),
            isNull(authSessions.revokedAt),
            exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
          ),
        );
    },

    /** Whether an access token's session is still live: checked on every authenticated request, never cached (ADR 0007). */
    async isActive(sessionId: string, clientId: string): Promise<boolean> {
      const [row] = await activeSession.execute({ sessionId, clientId });
      return Boolean(row);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
