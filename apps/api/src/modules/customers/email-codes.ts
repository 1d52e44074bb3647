import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { customerEmailCodes } from '../../db/schema';
import { validationMessages } from '@donut/validation';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { Notifier } from '../mail/notifier';
import { customerSignInCode } from '../mail/customer-sign-in-code';

export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries a code survives: 5 guesses of 10^6 is a 1 in 200,000 chance. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Codes mailed to one address of one project in an hour: enough for typos, too few to flood a mailbox. */
export const EMAIL_CODES_PER_HOUR = 5;

export interface EmailCodesDeps {
  db: Db;
  notifier: Notifier;
  secret: string;
  now?: () => Date;
}

/**
 * One-time codes for a customer's web sign-in. Only an HMAC of the code (keyed with the server's secret and
 * bound to the project and address) is stored, so a copy of the table gives nothing to guess offline. A new
 * code spends the older ones; a code is spent by its first right answer or its fifth wrong one.
 */
export function createEmailCodes({ db, notifier, secret, now = () => new Date() }: EmailCodesDeps) {
  const digest = (projectId: string, email: string, code: string) =>
    createHmac('sha256', secret).update(`customer-email-code:${projectId}:${email}:${code}`).digest('hex');

  return {
    /** Mails a fresh code; the mail leaves in the background after the code is stored. */
    async send(project: { id: string; name: string }, email: string, locale: Locale): Promise<void> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        // One row lock per address serializes concurrent requests, so the hourly count cannot be raced.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${project.id}:${email}`}))`);
        const [{ recent }] = await tx
          .select({ recent: sql<number>`count(*)::int` })
          .from(customerEmailCodes)
          .where(
            and(
              eq(customerEmailCodes.projectId, project.id),
              eq(customerEmailCodes.email, email),
              gt(customerEmailCodes.createdAt, new Date(now().getTime() - 3600_000)),
            ),
          );
        if (recent >= EMAIL_CODES_PER_HOUR)
          throw new DomainError('RATE_LIMITED', 'api.customers.too-many-codes', { seconds: 3600 });
        await tx
          .update(customerEmailCodes)
          .set({ usedAt: now() })
          .where(
            and(
              eq(customerEmailCodes.projectId, project.id),
              eq(customerEmailCodes.email, email),
              isNull(customerEmailCodes.usedAt),
            ),
          );
        await tx.insert(customerEmailCodes).values({
          projectId: project.id,
          email,
          codeHash: digest(project.id, email, code),
          createdAt: now(),
          expiresAt: new Date(now().getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
        });
      });
      notifier.sendRendered(
        'customer-sign-in-code',
        email,
        customerSignInCode(locale, { code, project: project.name }),
      );
    },

    /**
     * Spends the address's live code when `code` is it. A wrong code counts a try and is a field error; no
     * live code (expired, spent, or tried too often) is TOKEN_INVALID. Two right answers at once: the row
     * lock lets exactly one through.
     */
    async verify(projectId: string, email: string, code: string): Promise<void> {
      const wrong = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(customerEmailCodes)
          .where(
            and(
              eq(customerEmailCodes.projectId, projectId),
              eq(customerEmailCodes.email, email),
              isNull(customerEmailCodes.usedAt),
              gt(customerEmailCodes.expiresAt, now()),
            ),
          )
          .orderBy(desc(customerEmailCodes.createdAt))
          .limit(1)
          .for('update');
        if (!row || row.attempts >= EMAIL_CODE_MAX_ATTEMPTS)
          throw new DomainError('TOKEN_INVALID', 'api.customers.code-expired');
        const given = Buffer.from(digest(projectId, email, code), 'hex');
        if (timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
          await tx.update(customerEmailCodes).set({ usedAt: now() }).where(eq(customerEmailCodes.id, row.id));
          return false;
        }
        const attempts = row.attempts + 1;
        await tx
          .update(customerEmailCodes)
          .set({ attempts, usedAt: attempts >= EMAIL_CODE_MAX_ATTEMPTS ? now() : null })
          .where(eq(customerEmailCodes.id, row.id));
        return true;
      });
      // Thrown after the commit: the counted try must stay counted.
      if (wrong) throw invalidInput({ code: validationMessages.oneTimeCodeWrong });
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
