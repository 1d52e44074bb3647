import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE } from '@donut/i18n';
import { renderCheckoutPage, renderClosedPage } from './checkout-page';
import type { SandboxProvider } from './sandbox-provider';

const withOutcome = (returnUrl: string, outcome: 'succeeded' | 'canceled') => {
  const url = new URL(returnUrl);
  url.searchParams.set('payment', outcome);
  return url.toString();
};

/** The sandbox's hosted checkout: a page per payment and the payer's three answers. */
export async function registerSandboxRoutes(app: FastifyInstance, sandbox: SandboxProvider) {
  type Params = { Params: { id: string }; Querystring: { declined?: string } };
  const idSchema = {
    params: {
      type: 'object',
      properties: { id: { type: 'string', pattern: '^sbx_[\\w-]{16}$' } },
      required: ['id'],
    },
  };

  app.get<Params>('/payments/sandbox/checkout/:id', { schema: idSchema }, async (request, reply) => {
    const session = sandbox.session(request.params.id);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY');
    if (!session || session.status !== 'open')
      return reply.code(404).send(renderClosedPage(session?.locale ?? DEFAULT_LOCALE));
    return reply.send(renderCheckoutPage(session, request.query.declined === '1'));
  });

  // The hosted page's forms carry no fields: a browser posts them urlencoded, and the body is not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.post<Params>('/payments/sandbox/checkout/:id/pay', { schema: idSchema }, async (request, reply) => {
    const session = sandbox.pay(request.params.id);
    if (!session)
      return reply
        .code(404)
        .header('content-type', 'text/html; charset=utf-8')
        .send(renderClosedPage(DEFAULT_LOCALE));
    return reply.redirect(withOutcome(session.returnUrl, 'succeeded'), 303);
  });

  app.post<Params>('/payments/sandbox/checkout/:id/decline', { schema: idSchema }, async (request, reply) => {
    const session = sandbox.decline(request.params.id);
    if (!session)
      return reply
        .code(404)
        .header('content-type', 'text/html; charset=utf-8')
        .send(renderClosedPage(DEFAULT_LOCALE));
    return reply.redirect(`/payments/sandbox/checkout/${session.providerPaymentId}?declined=1`, 303);
  });

  app.post<Params>('/payments/sandbox/checkout/:id/abandon', { schema: idSchema }, async (request, reply) => {
    const session = sandbox.abandon(request.params.id);
    if (!session)
      return reply
        .code(404)
        .header('content-type', 'text/html; charset=utf-8')
        .send(renderClosedPage(DEFAULT_LOCALE));
    return reply.redirect(withOutcome(session.returnUrl, 'canceled'), 303);
  });
}
