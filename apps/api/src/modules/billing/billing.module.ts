import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { registerPaymentWebhooks } from './payment-webhooks.routes';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import { registerSandboxRoutes } from './sandbox/sandbox.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox, so tests can wait for its webhook deliveries. */
    billingProviderForTests(): SandboxProvider;
  }
}

/** Development's signing secret; production must configure its own or takes no payments. */
const DEVELOPMENT_SANDBOX_SECRET = 'donut-sandbox-development-secret';

/** Payments: the sandbox payment system (the only provider so far) and the webhook endpoint. */
export async function registerBillingModule(app: FastifyInstance, config: Config, db: Db): Promise<{ provider: SandboxProvider | null }> {
  const secret = config.PAYMENTS_SANDBOX_SECRET ?? (config.NODE_ENV === 'production' ? null : DEVELOPMENT_SANDBOX_SECRET);
  if (!secret) return { provider: null };
  const publicUrl = config.PUBLIC_API_URL ?? `http://localhost:${config.PORT}`;
  const provider = createSandboxProvider({
    secret,
    publicUrl,
    webhookUrl: config.PAYMENTS_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/payments/webhooks/sandbox`,
    log: app.log,
  });
  await registerSandboxRoutes(app, provider);
  await registerPaymentWebhooks(app, db, [provider]);
  app.addHook('preClose', () => provider.flush());
  app.decorate('billingProviderForTests', () => provider);
  return { provider };
}

export type BillingModule = Awaited<ReturnType<typeof registerBillingModule>>;
