import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, emailTokens, type EmailTokenPurpose } from '../../db/schema';
import { hashToken, randomToken } from './secure-token';

export type { EmailTokenPurpose };

/** Spec and issue: confirmation links live 24 hours (a new sign-in address too), reset links at most 60 minutes. */
export const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  'confirm-email': 24 * 3600,
  'reset-password': 60 * 60,
  'change-email': 24 * 3600,
};

/** How often one account may be mailed a link of one purpose: a mailbox is not a free target. */
export interface MailPace {
  cooldownSeconds: number;
  perHour: number;
}

/** Confirmation and reset links: one a minute, five an hour per account, whoever asks and from wherever. */
export const LINK_MAIL_PACE: MailPace = { cooldownSeconds: 60, perHour: 5 };

export type PacedIssue = { token: string } | { waitSeconds: number };

/** Single-use mailed tokens, stored hashed. */
export function createEmailTokens(now: () => Date = () => new Date()) {
  async function revoke(tx: Db, clientId: string, purpose: EmailTokenPurpose): Promise<void> {
    await tx
      .update(emailTokens)
      .set({ usedAt: now() })
      .where(
        and(eq(emailTokens.clientId, clientId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
      );
  }

  /** A new token for the mail; earlier unused ones of the same purpose stop working. */
  async function issue(tx: Db, clientId: string, purpose: EmailTokenPurpose): Promise<string> {
    await revoke(tx, clientId, purpose);
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + EMAIL_TOKEN_TTL_SECONDS[purpose] * 1000);
    await tx.insert(emailTokens).values({ clientId, purpose, tokenHash: hashToken(token), expiresAt });
    return token;
  }

  return {
    issue,

    /**
     * `issue`, unless the account was sent a link of this purpose too recently. The owner's row is
     * locked first, so two concurrent requests cannot both pass the check.
     */
    async issuePaced(
      tx: Db,
      clientId: string,
      purpose: EmailTokenPurpose,
      pace: MailPace = LINK_MAIL_PACE,
    ): Promise<PacedIssue> {
      await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
      const hourAgo = new Date(now().getTime() - 3600_000);
      const recent = await tx
        .select({ createdAt: emailTokens.createdAt })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.clientId, clientId),
            eq(emailTokens.purpose, purpose),
            gt(emailTokens.createdAt, hourAgo),
          ),
        );
      const latest = Math.max(0, ...recent.map((row) => row.createdAt.getTime()));
      const cooldownLeft = Math.ceil(pace.cooldownSeconds - (now().getTime() - latest) / 1000);
      if (cooldownLeft > 0) return { waitSeconds: cooldownLeft };
      if (recent.length >= pace.perHour) {
        const oldest = Math.min(...recent.map((row) => row.createdAt.getTime()));
        return { waitSeconds: Math.max(1, Math.ceil((oldest + 3600_000 - now().getTime()) / 1000)) };
      }
      return { token: await issue(tx, clientId, purpose) };
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
  };
}

export type EmailTokens = ReturnType<typeof createEmailTokens>;
