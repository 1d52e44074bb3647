import type { DomainModule } from '../../core/domain-module';
import type { Platform } from '../../core/platform';
import type { Principal } from '../../core/principal';
import { createAccessTokens } from './access-token';
import { registerAuthRoutes } from './auth.routes';
import { createAuthenticator, type Authenticator } from './authenticator';
import { createEmailChangeConfirmation } from './email-change-confirmation';
import { createEmailTokens } from './email-tokens.service';
import { createLoginThrottle } from './login-throttle';
import { createClientAuth } from './client-auth.service';
import { createSessionsService, type SessionsService } from './sessions.service';
import { createTelegramLinkToken } from './telegram-link-token';
import { createTelegramSignIn } from './telegram-sign-in.service';

/** What the owner's sign-in offers the other modules. */
export interface AuthServices {
  /** Bearer token → the signed-in owner while the session is live. */
  authenticate: Authenticator;
  sessions: SessionsService;
  /** The profile's "connect Telegram" token of a signed-in session: single-use, 15 minutes (see telegram-link-token.ts). */
  telegramLinkToken(owner: Principal): string;
}

declare module '../../core/services' {
  interface Services {
    auth: AuthServices;
  }
}

function createAuthServices({ db, secret }: Platform): AuthServices {
  const accessTokens = createAccessTokens(secret);
  const sessions = createSessionsService(db, accessTokens, secret);
  return {
    authenticate: createAuthenticator(accessTokens, sessions),
    sessions,
    telegramLinkToken: (owner) => createTelegramLinkToken(secret, owner),
  };
}

/** Owners' accounts and sessions: registration, sign-in (password and Telegram), mailed links, /auth/*. */
export const authModule: DomainModule = {
  name: 'auth',
  services: (platform) => ({ auth: createAuthServices(platform) }),
  async routes(app, platform, { auth }) {
    const { config, db, notifier, links, secret, log } = platform;
    const scale = config.AUTH_RATE_LIMIT_SCALE;
    await registerAuthRoutes(app, {
      clientAuth: createClientAuth({
        db,
        sessions: auth.sessions,
        emailTokens: createEmailTokens(),
        throttle: createLoginThrottle(db),
        notifier,
        links,
      }),
      sessions: auth.sessions,
      telegram: createTelegramSignIn({
        db,
        sessions: auth.sessions,
        botToken: config.TELEGRAM_BOT_TOKEN,
        linkSecret: secret,
        log,
      }),
      authenticate: auth.authenticate,
      confirmEmailChange: createEmailChangeConfirmation({ db, emailTokens: createEmailTokens(), notifier }),
      cookies: {
        domain: config.COOKIE_DOMAIN,
        secure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
      },
      limits: { register: 10 * scale, login: 20 * scale, remind: 5 * scale, resend: 5 * scale },
    });
  },
};
