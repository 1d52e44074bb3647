import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailTokens, type EmailTokenPurpose } from '../../db/schema';
import { hashToken, randomToken } from './secure-token';

export type { EmailTokenPurpose };

/** Spec and issue: confirmation links live 24 hours (a new sign-in address too), reset links at most 60 minutes. */
export const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  'confirm-email': 24 * 3600,
  'reset-password': 60 * 60,
  'change-email': 24 * 3600,
};

/** Single-use mailed tokens, stored hashed. */
export function createEmailTokens(now: () => Date = () => new Date()) {
  async function revoke(tx: Db, clientId: string, purpose: EmailTokenPurpose): Promise<void> {
    await tx
      .update(emailTokens)
      .set({ usedAt: now() })
      .where(and(eq(emailTokens.clientId, clientId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  }

  return {
    /** A new token for the mail; earlier unused ones of the same purpose stop working. */
    async issue(tx: Db, clientId: string, purpose: EmailTokenPurpose): Promise<string> {
      await revoke(tx, clientId, purpose);
      const token = randomToken();
      const expiresAt = new Date(now().getTime() + EMAIL_TOKEN_TTL_SECONDS[purpose] * 1000);
      await tx.insert(emailTokens).values({ clientId, purpose, tokenHash: hashToken(token), expiresAt });
      return token;
    },

    /** Ends the owner's unused tokens of a purpose (a cancelled request, or mail to an address that is no longer theirs). */
    revoke,

    /** Spends a token: the owner it belongs to, or null when unknown, used, expired or of another purpose. */
    async consume(tx: Db, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(emailTokens.tokenHash, hashToken(token)),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now()),
          ),
        )
        .returning({ clientId: emailTokens.clientId });
      return row?.clientId ?? null;
    },

    /** How many tokens of a purpose the owner was sent since `since` (for hourly limits). */
    async countIssuedSince(tx: Db, clientId: string, purpose: EmailTokenPurpose, since: Date): Promise<number> {
      const rows = await tx
        .select({ id: emailTokens.id })
        .from(emailTokens)
        .where(and(eq(emailTokens.clientId, clientId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)));
      return rows.length;
    },

    /** When the latest token of a purpose was issued (for the resend cooldown). */
    async lastIssuedAt(tx: Db, clientId: string, purpose: EmailTokenPurpose): Promise<Date | null> {
      const rows = await tx
        .select({ createdAt: emailTokens.createdAt })
        .from(emailTokens)
        .where(and(eq(emailTokens.clientId, clientId), eq(emailTokens.purpose, purpose)));
      return rows.reduce<Date | null>((latest, row) => (!latest || row.createdAt > latest ? row.createdAt : latest), null);
    },
  };
}

export type EmailTokens = ReturnType<typeof createEmailTokens>;
