import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { processPaymentEvent } from './payment-webhooks';
import { WebhookPayloadError, WebhookSignatureError, type PaymentProvider } from './payment-provider';
import { pathsWithControlCharacters } from '../../security/rest-input';

/**
 * POST /payments/webhooks/<provider>: the provider's events. The body is read raw, because the signature
 * covers the exact bytes; a bad signature is refused before anything is parsed or stored, and so is a signed
 * event with junk fields (ADR 0015, input layer): 400, which a provider does not retry forever.
 */
export async function registerPaymentWebhooks(
  app: FastifyInstance,
  db: Db,
  providers: readonly PaymentProvider[],
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    for (const provider of providers) {
      scope.post(`/payments/webhooks/${provider.name}`, async (request, reply) => {
        let event;
        try {
          event = provider.verifyWebhook(String(request.body ?? ''), request.headers);
        } catch (error) {
          if (
            error instanceof WebhookSignatureError ||
            error instanceof WebhookPayloadError ||
            error instanceof SyntaxError
          )
            return reply.code(400).send({ error: 'invalid signature or payload' });
          throw error;
        }
        // The payload is stored whole (jsonb), which holds neither NUL nor a lone surrogate: the input layer's rule.
        if (pathsWithControlCharacters(event.payload, 1).length)
          return reply.code(400).send({ error: 'invalid signature or payload' });
        const outcome = await processPaymentEvent(db, provider.name, event);
        request.log.info(
          { provider: provider.name, event: event.id, type: event.type, outcome },
          'payment event',
        );
        return reply.send({ received: true, outcome });
      });
    }
  });
}
