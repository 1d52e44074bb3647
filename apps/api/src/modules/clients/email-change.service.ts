import { eq } from 'drizzle-orm';
import { validationMessages } from '@donut/validation';
import { isLocale } from '@donut/i18n';
import { clients, languages } from '../../db/schema';
import { confirmationLink } from '../auth/confirmation-link';
import { createEmailTokens } from '../auth/email-tokens.service';
import { verifyPassword } from '../auth/password-hasher';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { Platform } from '../../core/platform';
import type { Locale } from '@donut/i18n';

/** What this service needs of the platform (and of the caller). */
type Deps = Pick<Platform, 'db' | 'notifier' | 'links'> & { locale: Locale };

const emailTokens = createEmailTokens();

/**
 * Stores `email` as the owner's pending address and mails it: a confirmation link when the address is
 * free, or, when another account signs in with it, a notice to that account instead (docs/api.md). The
 * caller cannot tell the two apart: same answer, same pending address, same limits.
 */
async function sendChangeMail(deps: Deps, clientId: string, email: string): Promise<void> {
  const [holder] = await deps.db
    .select({ language: languages.abbrFront })
    .from(clients)
    .leftJoin(languages, eq(languages.id, clients.languageId))
    .where(eq(clients.email, email));
  // Paced on the tokens (one a minute, five an hour), which are issued whether or not the address is
  // free, so the limit tells nothing about registered addresses.
  const issued = await deps.db.transaction(async (tx) => {
    const paced = await emailTokens.issuePaced(tx, clientId, 'change-email');
    if ('token' in paced)
      await tx
        .update(clients)
        .set({ pendingEmail: email, updatedAt: new Date() })
        .where(eq(clients.id, clientId));
    return paced;
  });
  if ('waitSeconds' in issued) throw new DomainError('RATE_LIMITED', 'api.auth.rate-limited');
  const { token } = issued;
  if (holder) {
    const locale = isLocale(holder.language) ? holder.language : deps.locale;
    deps.notifier.send('email-in-use', locale, email);
    return;
  }
  deps.notifier.send(
    'confirm-new-email',
    deps.locale,
    email,
    confirmationLink(deps.links, deps.locale, token),
  );
}

/**
 * change_client_email: the current password when the owner has one, then a single-use link (24 h) to
 * the new address. Nothing changes on the account until the link is followed (confirmEmailChange).
 */
export async function requestEmailChange(
  deps: Deps,
  clientId: string,
  input: { email: string; password?: string | null },
) {
  const email = input.email.trim().toLowerCase();
  const [owner] = await deps.db
    .select({ email: clients.email, passwordHash: clients.passwordHash })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (owner.email === email) throw new DomainError('CONFLICT', 'api.clients.email-same');
  if (owner.passwordHash) {
    if (!input.password) throw invalidInput({ password: validationMessages.required });
    if (!(await verifyPassword(owner.passwordHash, input.password)))
      throw new DomainError('WRONG_PASSWORD', 'api.auth.wrong-password');
  }
  await sendChangeMail(deps, clientId, email);
}

/** The link again, to the pending address (its password was checked when it was asked for). */
export async function resendEmailChange(deps: Deps, clientId: string): Promise<void> {
  const [owner] = await deps.db
    .select({ pendingEmail: clients.pendingEmail })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!owner.pendingEmail) throw new DomainError('NOT_FOUND', 'api.clients.no-pending-email');
  await sendChangeMail(deps, clientId, owner.pendingEmail);
}

/** Forgets the pending address; the links already mailed stop working. Idempotent. */
export async function cancelEmailChange(deps: Deps, clientId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(clients)
      .set({ pendingEmail: null, updatedAt: new Date() })
      .where(eq(clients.id, clientId));
    await emailTokens.revoke(tx, clientId, 'change-email');
  });
}
