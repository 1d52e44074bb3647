import { eq } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema';
import type { EmailTokens } from './email-tokens.service';
import type { Notifier } from '../mail/notifier';
import { notify } from '../notifications/notifications.service';
import { DomainError } from '../../core/domain-error';
import { isUniqueViolation } from '../../db/unique-violation';

type Outcome = { kind: 'changed'; previousEmail: string | null } | { kind: 'taken' };

/**
 * Follows a mailed "confirm new e-mail" link (POST /auth/email/confirm with a token of purpose
 * change-email). The token names its owner, so it confirms that owner's pending address and nobody
 * else's, whoever sends it. Answers false for a token that is not a live change-email token, for the
 * route to try it as a registration confirmation.
 */
export function createEmailChangeConfirmation({
  db,
  emailTokens,
  notifier,
}: {
  db: Db;
  emailTokens: EmailTokens;
  notifier: Notifier;
}) {
  return async function confirmEmailChange(token: string, locale: Locale): Promise<boolean> {
    let outcome: Outcome | null;
    try {
      outcome = await db.transaction(async (tx): Promise<Outcome | null> => {
        const clientId = await emailTokens.consume(tx, token, 'change-email');
        if (!clientId) return null;
        const [owner] = await tx
          .select({
            email: clients.email,
            pendingEmail: clients.pendingEmail,
            isConfirmEmail: clients.isConfirmEmail,
          })
          .from(clients)
          .where(eq(clients.id, clientId));
        // Cancelling revokes the links, so a live token always has its address; checked all the same.
        if (!owner?.pendingEmail) throw new DomainError('TOKEN_INVALID', 'api.auth.token-invalid');
        const [holder] = await tx
          .select({ id: clients.id })
          .from(clients)
          .where(eq(clients.email, owner.pendingEmail));
        if (holder) {
          // Registered by someone else since the link was sent: the pending address goes, the token is spent.
          await tx
            .update(clients)
            .set({ pendingEmail: null, updatedAt: new Date() })
            .where(eq(clients.id, clientId));
          return { kind: 'taken' };
        }
        await tx
          .update(clients)
          .set({ email: owner.pendingEmail, pendingEmail: null, isConfirmEmail: true, updatedAt: new Date() })
          .where(eq(clients.id, clientId));
        // Links mailed to the previous address must not confirm or reset anything any more.
        await emailTokens.revoke(tx, clientId, 'confirm-email');
        await emailTokens.revoke(tx, clientId, 'reset-password');
        if (!owner.isConfirmEmail) await notify(tx, { clientId, kind: 'email-confirmed' });
        return { kind: 'changed', previousEmail: owner.email };
      });
    } catch (error) {
      // The address was registered between the check and the update: nothing was written.
      if (isUniqueViolation(error)) throw new DomainError('EMAIL_TAKEN', 'api.clients.email-taken-meanwhile');
      throw error;
    }
    if (!outcome) return false;
    if (outcome.kind === 'taken') throw new DomainError('EMAIL_TAKEN', 'api.clients.email-taken-meanwhile');
    if (outcome.previousEmail) notifier.send('email-changed', locale, outcome.previousEmail);
    return true;
  };
}

export type ConfirmEmailChange = ReturnType<typeof createEmailChangeConfirmation>;
