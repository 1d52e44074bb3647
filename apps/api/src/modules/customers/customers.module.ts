import type { DomainModule } from '../../core/domain-module';
import type { AuthenticateCustomer } from '../../graphql/context';
import { createBotSignIn } from './bot-sign-in';
import { customerAccountMutations, customerAccountQueries } from './customer-account.resolvers';
import { registerCustomerAuthRoutes } from './customer-auth.routes';
import { createCustomerSessions, type CustomerSessions } from './customer-sessions';
import { customerMutations, customerQueries } from './customers.resolvers';
import { createEmailCodes } from './email-codes';

/** What the customers module offers the others. */
export interface CustomerServices {
  /** Bearer token → the signed-in customer (a `cv` token) while the session is live. */
  authenticate: AuthenticateCustomer;
  sessions: CustomerSessions;
}

declare module '../../core/services' {
  interface Services {
    customers: CustomerServices;
  }
}

/**
 * The end clients of each project (issue 14): their sign-in on the project's site and Mini App (`/cv/auth/*`,
 * `-cv` cookies), their cabinet, and the owner's customer base in the CRM. Listed after the project bot, whose
 * updates it teaches the web sign-in's confirmation.
 */
export const customersModule: DomainModule = {
  name: 'customers',
  services({ db, secret }) {
    const sessions = createCustomerSessions(db, secret);
    return { customers: { sessions, authenticate: (header) => sessions.authenticate(header) } };
  },
  async routes(app, platform, services) {
    const { config, db, notifier, secret } = platform;
    const botSignIn = createBotSignIn(db);
    services.projectBots.plugins.push(botSignIn.plugin);
    const scale = config.AUTH_RATE_LIMIT_SCALE;
    await registerCustomerAuthRoutes(app, {
      db,
      sessions: services.customers.sessions,
      emailCodes: createEmailCodes({ db, notifier, secret }),
      botSignIn,
      projectBots: services.projectBots,
      cookies: {
        domain: config.COOKIE_DOMAIN,
        secure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
      },
      limits: { signIn: 20 * scale, codes: 10 * scale, poll: 120 * scale },
    });
  },
  resolvers: {
    Query: { ...customerQueries, ...customerAccountQueries },
    Mutation: { ...customerMutations, ...customerAccountMutations },
  },
};
