import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLinkBuilder, originsFromEnv } from '@donut/link-builder';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createMailer } from '../mail';
import { createEmailChangeConfirmation } from '../clients/email-change-confirmation';
import { createAccessTokens } from './access-token';
import { registerAuthRoutes } from './auth.routes';
import { createAuthenticator } from './authenticator';
import { createEmailTokens } from './email-tokens.service';
import { resolveJwtSecret } from './jwt-secret';
import { createLoginThrottle } from './login-throttle';
import { createNotifier } from './notifier';
import { createOwnerAuth } from './owner-auth.service';
import { createSessionsService } from './sessions.service';
import { createTelegramLinkToken } from './telegram-link-token';
import { createTelegramSignIn } from './telegram-sign-in.service';

/** Builds the owner-auth services, registers /auth/*, and hands back what other modules need. */
export async function registerAuthModule(app: FastifyInstance, config: Config, db: Db) {
  const secret = resolveJwtSecret(config.JWT_SECRET, config.dataDir);
  const accessTokens = createAccessTokens(secret);
  const sessions = createSessionsService(db, accessTokens, secret);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.MAIL_FROM,
    logger: app.log,
  });
  const notifier = createNotifier(mailer, app.log);
  app.addHook('onClose', async () => {
    await notifier.flush();
    await mailer.close();
  });
  const links = createLinkBuilder(originsFromEnv({ MAIN_ORIGIN: config.MAIN_ORIGIN, CRM_ORIGIN: config.CRM_ORIGIN, PUBLIC_DOMAIN: config.PUBLIC_DOMAIN }));
  const ownerAuth = createOwnerAuth({ db, sessions, emailTokens: createEmailTokens(), throttle: createLoginThrottle(db), notifier, links });
  const confirmEmailChange = createEmailChangeConfirmation({ db, emailTokens: createEmailTokens(), notifier });
  const authenticate = createAuthenticator(accessTokens, sessions);
  const scale = config.AUTH_RATE_LIMIT_SCALE;
  await registerAuthRoutes(app, {
    ownerAuth,
    sessions,
    telegram: createTelegramSignIn({ db, sessions, botToken: config.TELEGRAM_BOT_TOKEN, linkSecret: secret, log: app.log }),
    authenticate,
    confirmEmailChange,
    cookies: { domain: config.COOKIE_DOMAIN, secure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production' },
    limits: { register: 10 * scale, login: 20 * scale, remind: 5 * scale, resend: 5 * scale },
  });
  return {
    authenticate,
    sessions,
    notifier,
    /** The one mail transport, for modules that send mails of their own (contact orders). */
    mailer,
    /** The profile's "connect Telegram" token of a signed-in session: single-use, 15 minutes (see telegram-link-token.ts). */
    telegramLinkToken: (owner: { clientId: string; sessionId: string }) => createTelegramLinkToken(secret, owner),
  };
}

export type AuthModule = Awaited<ReturnType<typeof registerAuthModule>>;
