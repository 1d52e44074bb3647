import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';
import type { Db } from '../../db/database';
import { clients, languages } from '../../db/schema';
import type { EmailTokens } from './email-tokens.service';
import type { LoginThrottle } from './login-throttle';
import type { Notifier } from '../mail/notifier';
import { notify } from '../notifications/notifications.service';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';
import type { IssuedTokens, SessionsService } from './sessions.service';
import { startTrial } from '../billing/trial';
import { confirmationLink } from './confirmation-link';
import { linkedTelegramIds, unlinkTelegram } from './telegram-identities';
import { DomainError } from '../../core/domain-error';

export interface ClientAuthDeps {
  db: Db;
  sessions: SessionsService;
  emailTokens: EmailTokens;
  throttle: LoginThrottle;
  notifier: Notifier;
  links: LinkBuilder;
  now?: () => Date;
}

/** The reminder answers no sooner than this, whatever happened, so timing tells nothing. */
export const REMINDER_MIN_DURATION_MS = 400;

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registration, sign-in and the mailed-link flows of an owner (docs/api.md). */
export function createClientAuth({
  db,
  sessions,
  emailTokens,
  throttle,
  notifier,
  links,
  now = () => new Date(),
}: ClientAuthDeps) {
  const resetLink = (locale: Locale, token: string) =>
    links.route('main', 'home', {}, { locale, query: { modal: 'modal-auth-login', reset_password: token } });

  return {
    async register(input: { email: string; password: string; locale: Locale }): Promise<IssuedTokens> {
      const email = normalizeEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      // The language of the pages the owner signed up on becomes the profile's: the apps fall back on it where
      // no path or cookie names one, before the browser's (issue 13).
      const languageId = sql<number>`(select ${languages.id} from ${languages}
        where ${languages.abbrFront} = ${input.locale} order by ${languages.id} limit 1)`;
      const { tokens, confirmToken } = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(clients)
          .values({ email, passwordHash, languageId })
          .onConflictDoNothing({ target: clients.email })
          .returning({ id: clients.id });
        if (!inserted.length) throw new DomainError('EMAIL_TAKEN', 'api.auth.email-taken');
        const clientId = inserted[0].id;
        await startTrial(tx, clientId, now());
        const confirmToken = await emailTokens.issue(tx, clientId, 'confirm-email');
        return { tokens: await sessions.start(clientId, tx), confirmToken };
      });
      notifier.send(
        'confirm-email',
        input.locale,
        email,
        confirmationLink(links, input.locale, confirmToken),
      );
      return tokens;
    },

    async login(input: { email: string; password: string }): Promise<IssuedTokens> {
      const email = normalizeEmail(input.email);
      // Counted before the hash is checked, atomically with the decision (see login-throttle.ts).
      const wait = await throttle.claimAttempt(email);
      if (wait > 0)
        throw new DomainError('TOO_MANY_ATTEMPTS', 'api.auth.too-many-attempts', { seconds: wait });
      const [client] = await db
        .select({ id: clients.id, passwordHash: clients.passwordHash })
        .from(clients)
        .where(eq(clients.email, email));
      // Unknown e-mail and missing password cost a real verification too: the answer time tells nothing.
      const valid = client?.passwordHash
        ? await verifyPassword(client.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!client || !valid) throw new DomainError('INVALID_CREDENTIALS', 'api.auth.invalid-credentials');
      await throttle.reset(email);
      return sessions.start(client.id);
    },

    async confirmEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const clientId = await emailTokens.consume(tx, token, 'confirm-email');
        if (!clientId) throw new DomainError('TOKEN_INVALID', 'api.auth.token-invalid');
        const [confirmed] = await tx
          .update(clients)
          .set({ isConfirmEmail: true, updatedAt: now() })
          .where(and(eq(clients.id, clientId), eq(clients.isConfirmEmail, false)))
          .returning({ id: clients.id });
        if (confirmed) await notify(tx, { clientId, kind: 'email-confirmed' });
      });
    },

    async resendConfirmation(clientId: string, locale: Locale): Promise<void> {
      const [client] = await db
        .select({ email: clients.email, confirmed: clients.isConfirmEmail })
        .from(clients)
        .where(eq(clients.id, clientId));
      if (!client) throw new DomainError('UNAUTHENTICATED', 'api.auth.unauthenticated');
      if (!client.email) throw new DomainError('BAD_REQUEST', 'api.error.bad-request');
      if (client.confirmed) throw new DomainError('ALREADY_CONFIRMED', 'api.auth.already-confirmed');
      const issued = await db.transaction((tx) => emailTokens.issuePaced(tx, clientId, 'confirm-email'));
      if ('waitSeconds' in issued)
        throw new DomainError('RATE_LIMITED', 'api.auth.rate-limited', { seconds: issued.waitSeconds });
      notifier.send('confirm-email', locale, client.email, confirmationLink(links, locale, issued.token));
    },

    /** Always the same answer, no sooner than REMINDER_MIN_DURATION_MS: nothing tells whether the account exists. */
    async remindPassword(input: { email: string; locale: Locale }): Promise<void> {
      const started = Date.now();
      const email = normalizeEmail(input.email);
      const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.email, email));
      if (client) {
        // Paced per account, silently: the answer must not tell a paced address from an unknown one.
        const issued = await db.transaction((tx) => emailTokens.issuePaced(tx, client.id, 'reset-password'));
        if ('token' in issued)
          notifier.send('reset-password', input.locale, email, resetLink(input.locale, issued.token));
      }
      await sleep(Math.max(0, REMINDER_MIN_DURATION_MS - (Date.now() - started)));
    },

    /**
     * A new password from the mailed link; every session of the owner ends, and with them their Telegram
     * link tokens. Telegram sign-in is disconnected when asked (`unlink_telegram`), and always when the
     * address was unconfirmed until now: whoever linked it then had not proven the address was theirs.
     */
    async resetPassword(input: {
      token: string;
      password: string;
      unlink_telegram?: boolean | null;
      locale: Locale;
    }): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const { clientId, email, unlinkedTelegram } = await db.transaction(async (tx) => {
        const clientId = await emailTokens.consume(tx, input.token, 'reset-password');
        if (!clientId) throw new DomainError('TOKEN_INVALID', 'api.auth.token-invalid');
        const [before] = await tx
          .select({ isConfirmEmail: clients.isConfirmEmail })
          .from(clients)
          .where(eq(clients.id, clientId));
        const [client] = await tx
          .update(clients)
          // Following the mailed link proves the address too.
          .set({ passwordHash, needSetPassword: false, isConfirmEmail: true, updatedAt: now() })
          .where(eq(clients.id, clientId))
          .returning({ email: clients.email });
        // Sessions first: a link being spent holds its session's row, so it either ends before or is unlinked here.
        await sessions.endAll(clientId, 'password-reset', tx);
        const unlinkedTelegram =
          input.unlink_telegram || !before.isConfirmEmail ? await unlinkTelegram(tx, clientId) : false;
        return { clientId, email: client.email, unlinkedTelegram };
      });
      if (email) {
        await throttle.reset(email);
        const linkedTelegram = await linkedTelegramIds(db, clientId);
        notifier.send('password-changed', input.locale, email, undefined, {
          linkedTelegram,
          unlinkedTelegram,
        });
      }
    },
  };
}

export type ClientAuth = ReturnType<typeof createClientAuth>;
