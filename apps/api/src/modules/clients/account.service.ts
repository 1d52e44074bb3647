import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, identities } from '../../db/schema';
import type { Principal } from '../../core/principal';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { linkedTelegramIds, unlinkTelegram } from '../auth/telegram-identities';
import { validationMessages } from '@donut/validation';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { Platform } from '../../core/platform';
import type { Services } from '../../core/services';
import type { Locale } from '@donut/i18n';

/** What this service needs of the platform (and of the caller). */
type Deps = Pick<Platform, 'db' | 'notifier'> & Pick<Services, 'auth'> & { locale: Locale };

async function passwordState(db: Db, clientId: string) {
  const [row] = await db
    .select({
      email: clients.email,
      passwordHash: clients.passwordHash,
      needSetPassword: clients.needSetPassword,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

/**
 * ChangeClientPassword: the old password is required unless the owner has none yet (need_set_password).
 * Every other session ends (and with them their Telegram link tokens); the current one stays signed in.
 * With `unlink_telegram`, Telegram sign-in is disconnected too: refused when the owner has no e-mail,
 * since the password alone would be no way in. The mail names the Telegram sign-ins still linked.
 */
export async function changePassword(
  deps: Deps,
  principal: Principal,
  input: { old_password?: string | null; new_password: string; unlink_telegram?: boolean | null },
): Promise<void> {
  const state = await passwordState(deps.db, principal.clientId);
  if (!state.needSetPassword || state.passwordHash) {
    if (!input.old_password) throw invalidInput({ old_password: validationMessages.required });
    if (!state.passwordHash || !(await verifyPassword(state.passwordHash, input.old_password))) {
      throw new DomainError('WRONG_PASSWORD', 'api.auth.wrong-password');
    }
  }
  if (input.unlink_telegram && !state.email)
    throw new DomainError('CONFLICT', 'api.telegram.disconnect-needs-email');
  const passwordHash = await hashPassword(input.new_password);
  const unlinkedTelegram = await deps.db.transaction(async (tx) => {
    await tx
      .update(clients)
      .set({ passwordHash, needSetPassword: false, updatedAt: new Date() })
      .where(eq(clients.id, principal.clientId));
    // The owner who just changed the password stays signed in here; every other session ends.
    await deps.auth.sessions.endAll(principal.clientId, 'password-changed', tx, principal.sessionId);
    return input.unlink_telegram ? unlinkTelegram(tx, principal.clientId) : false;
  });
  if (state.email) {
    const linkedTelegram = await linkedTelegramIds(deps.db, principal.clientId);
    deps.notifier.send('password-changed', deps.locale, state.email, undefined, {
      linkedTelegram,
      unlinkedTelegram,
    });
  }
}

/** DeleteClient: with the password, everything of the owner goes in one transaction, then a notice mail. */
export async function deleteClient(deps: Deps, clientId: string, password: string): Promise<void> {
  const state = await passwordState(deps.db, clientId);
  if (!state.passwordHash || !(await verifyPassword(state.passwordHash, password))) {
    throw new DomainError('WRONG_PASSWORD', 'api.auth.wrong-password');
  }
  // Sessions, tokens and identities go with the owner (ON DELETE CASCADE), so old tokens fail at once.
  await deps.db.transaction(async (tx) => {
    await tx.delete(clients).where(eq(clients.id, clientId));
  });
  if (state.email) deps.notifier.send('account-deleted', deps.locale, state.email);
}

/** What an owner without Telegram would still lack to sign in; the message names it. */
function missingSignIn(state: { email: string | null; passwordHash: string | null }) {
  if (!state.email && !state.passwordHash) return 'api.telegram.disconnect-needs-email-and-password' as const;
  if (!state.email) return 'api.telegram.disconnect-needs-email' as const;
  if (!state.passwordHash) return 'api.telegram.disconnect-needs-password' as const;
  return null;
}

/**
 * DisconnectTelegram: refused unless the owner could still sign in with an e-mail and a password; a
 * password alone is no way in (sign-in asks for the address), so both are needed.
 */
export async function disconnectTelegram(deps: Deps, clientId: string): Promise<void> {
  const missing = missingSignIn(await passwordState(deps.db, clientId));
  if (missing) throw new DomainError('CONFLICT', missing);
  const removed = await deps.db
    .delete(identities)
    .where(and(eq(identities.clientId, clientId), eq(identities.provider, 'telegram')))
    .returning({ id: identities.id });
  if (!removed.length) throw new DomainError('NOT_FOUND', 'api.telegram.not-connected');
}
