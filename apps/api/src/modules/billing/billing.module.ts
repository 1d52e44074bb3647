import type { FastifyInstance } from 'fastify';
import type { DomainModule } from '../../core/domain-module';
import type { Platform } from '../../core/platform';
import { sweepSubscriptions } from './subscription-sweep';
import { billingMutations, billingQueries } from './billing.resolvers';
import { registerPaymentWebhooks } from './payment-webhooks.routes';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import { registerSandboxRoutes } from './sandbox/sandbox.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox, so tests can wait for its webhook deliveries. */
    billingProviderForTests(): SandboxProvider;
  }
}

export interface BillingServices {
  /** The payment provider, null when payments are off. */
  provider: SandboxProvider | null;
}

declare module '../../core/services' {
  interface Services {
    billing: BillingServices;
  }
}

/** Development's signing secret; production must configure its own or takes no payments. */
const DEVELOPMENT_SANDBOX_SECRET = 'donut-sandbox-development-secret';

function createProvider({ config, log, publicApiUrl }: Platform): SandboxProvider | null {
  const secret =
    config.PAYMENTS_SANDBOX_SECRET ?? (config.NODE_ENV === 'production' ? null : DEVELOPMENT_SANDBOX_SECRET);
  if (!secret) return null;
  return createSandboxProvider({
    secret,
    publicUrl: publicApiUrl,
    webhookUrl: config.PAYMENTS_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/payments/webhooks/sandbox`,
    log,
  });
}

async function registerPaymentRoutes(
  app: FastifyInstance,
  db: Platform['db'],
  provider: SandboxProvider | null,
) {
  if (!provider) return;
  await registerSandboxRoutes(app, provider);
  await registerPaymentWebhooks(app, db, [provider]);
  app.addHook('preClose', () => provider.flush());
  app.decorate('billingProviderForTests', () => provider);
}

/**
 * Plans and payments: the owner's subscription (trial, plan, period, credit), changing and paying for
 * it through the payment provider, receipts, and the sweep that ends trials and periods.
 */
export const billingModule: DomainModule = {
  name: 'billing',
  services: (platform) => ({ billing: { provider: createProvider(platform) } }),
  routes: (app, { db }, { billing }) => registerPaymentRoutes(app, db, billing.provider),
  resolvers: { Query: billingQueries, Mutation: billingMutations },
  jobs: ({ db }) => [{ name: 'subscription-sweep', cron: '* * * * *', run: () => sweepSubscriptions(db) }],
};
