import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerRefreshTokens, customerSessions, type CustomerSignInMethod } from '../../db/schema';
import type { CustomerPrincipal } from '../../core/principal';
import { createAccessTokens } from '../auth/access-token';
import { hashToken } from '../auth/secure-token';
import { createSessionsService, customerSessionTables, type IssuedTokens } from '../auth/sessions.service';

/** A key of its own for each use of the server's secret: a customer's token can never verify as an owner's. */
const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('base64url');

/**
 * Customers' sessions: the owners' rotation, renewal and revocation (one sessions service, ADR 0029) on
 * tables of their own, with access tokens of the `cv` audience signed with a key of their own. A session
 * belongs to one project; the authenticator answers that project with the customer.
 */
export function createCustomerSessions(db: Db, secret: string, now: () => Date = () => new Date()) {
  const accessTokens = createAccessTokens(derive(secret, 'customer-access-token'), 'cv');
  const sessions = createSessionsService(
    db,
    accessTokens,
    derive(secret, 'customer-refresh-rotation'),
    now,
    customerSessionTables,
  );

  const liveSession = db
    .select({ projectId: customerSessions.projectId, signInMethod: customerSessions.signInMethod })
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.id, sql.placeholder('sessionId')),
        eq(customerSessions.subjectId, sql.placeholder('customerId')),
        isNull(customerSessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare('customer_session_project');

  return {
    sessions,

    /** A new session for a customer who just proved who they are, and how. */
    start: (
      customer: { id: string; projectId: string },
      method: CustomerSignInMethod,
      tx: Db = db,
    ): Promise<IssuedTokens> =>
      sessions.start(customer.id, tx, { projectId: customer.projectId, signInMethod: method }),

    /** The project a refresh token's session belongs to, or null for a token nobody has. */
    async projectOfRefreshToken(token: string): Promise<string | null> {
      const [row] = await db
        .select({ projectId: customerSessions.projectId })
        .from(customerRefreshTokens)
        .innerJoin(customerSessions, eq(customerSessions.id, customerRefreshTokens.sessionId))
        .where(eq(customerRefreshTokens.tokenHash, hashToken(token)))
        .limit(1);
      return row?.projectId ?? null;
    },

    /** Bearer token → the signed-in customer while the session is live; an owner's token is nobody here. */
    async authenticate(authorization: string | undefined): Promise<CustomerPrincipal | null> {
      const match = authorization?.match(/^Bearer ([\w.-]{20,2048})$/);
      if (!match) return null;
      const claims = await accessTokens.verify(match[1]);
      if (!claims) return null;
      const [row] = await liveSession.execute({ sessionId: claims.sessionId, customerId: claims.clientId });
      return row
        ? {
            customerId: claims.clientId,
            projectId: row.projectId,
            sessionId: claims.sessionId,
            inMiniApp: row.signInMethod === 'telegram',
          }
        : null;
    },
  };
}

export type CustomerSessions = ReturnType<typeof createCustomerSessions>;
