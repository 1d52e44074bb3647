/* Test helper: the API with the sandbox payment system listening on a real port. Not imported by the app. */
import net from 'node:net';
import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import {
  CancelSubscriptionDocument,
  ChangePlanDocument,
  GetNotificationListDocument,
  GetPlanChangeQuoteDocument,
  GetReceiptListDocument,
  GetSubscriptionDocument,
  ResumeSubscriptionDocument,
} from '@donut/graphql';
import { payments, rates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerClient } from '../../testing/clients';
import { signWebhook, SANDBOX_SIGNATURE_HEADER } from './sandbox/webhook-signature';

export const SANDBOX_TEST_SECRET = 'billing-test-sandbox-secret-0123';
export const DAY = 24 * 3600 * 1000;
export const Q = {
  subscription: print(GetSubscriptionDocument),
  quote: print(GetPlanChangeQuoteDocument),
  change: print(ChangePlanDocument),
  cancel: print(CancelSubscriptionDocument),
  resume: print(ResumeSubscriptionDocument),
  receipts: print(GetReceiptListDocument),
  notifications: print(GetNotificationListDocument),
};

export type SandboxAnswer = 'pay' | 'decline' | 'abandon';

/**
 * The payer's answer on the sandbox's hosted page of an API listening on its public address, submitted as a browser
 * submits its form; answers once the webhook it sends has been delivered.
 */
export async function answerSandboxCheckout(app: TestApp['app'], checkoutUrl: string, answer: SandboxAnswer) {
  const response = await fetch(`${checkoutUrl}/${answer}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(checkoutUrl).origin },
    body: '',
  });
  await app.billingProviderForTests().flush();
  return response;
}

/** A port nothing listens on now, for an API that must listen (webhooks delivered over HTTP). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The API listening on a free port (the sandbox delivers its webhooks over HTTP), and the billing steps tests repeat. */
export async function startBillingApp(engine: 'pglite' | 'postgres') {
  const port = await freePort();
  const t: TestApp = await createTestApp(engine, {
    PORT: String(port),
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    PAYMENTS_SANDBOX_SECRET: SANDBOX_TEST_SECRET,
    MAIN_ORIGIN: 'https://donut.ge',
  });
  await t.app.listen({ host: '127.0.0.1', port });
  const rateIds: Record<string, string> = Object.fromEntries(
    (await t.db.select({ id: rates.id, code: rates.code }).from(rates)).map((rate) => [
      rate.code,
      String(rate.id),
    ]),
  );

  const owner = async (language = 'en') => {
    const { tokens } = await registerClient(t, language);
    const id = (await t.graphql('{ client { id } }', {}, 'en', tokens.access_token)).data.client.id as string;
    const gql = <T = any>(query: string, variables: Record<string, unknown> = {}, lang = language) =>
      t.graphql<T>(query, variables, lang, tokens.access_token);
    return { id, gql, token: tokens.access_token };
  };
  type Owner = Awaited<ReturnType<typeof owner>>;

  const payerAnswers = (checkoutUrl: string, answer: SandboxAnswer) =>
    answerSandboxCheckout(t.app, checkoutUrl, answer);
  const subscribe = async (who: Owner, code: string, period: 'month' | 'year') => {
    const result = await who.gql(Q.change, {
      rate_id: rateIds[code],
      billing_period: period,
      accept_terms: true,
    });
    expect(result.errors).toBeUndefined();
    const url = result.data.change_plan.checkout_url as string;
    if (url) expect((await payerAnswers(url, 'pay')).status).toBe(303);
    return (await who.gql(Q.subscription)).data.subscription;
  };
  const signed = (event: Record<string, unknown>, now = new Date()) => {
    const body = JSON.stringify(event);
    return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: signWebhook(SANDBOX_TEST_SECRET, body, now) } };
  };
  const postEvent = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const pendingPayment = async (who: Owner, code = 'business') => {
    const result = await who.gql(Q.change, {
      rate_id: rateIds[code],
      billing_period: 'month',
      accept_terms: true,
    });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.clientId, who.id))
      .orderBy(payments.createdAt);
    expect(result.data.change_plan.checkout_url).toContain(payment.providerPaymentId);
    return payment;
  };
  const event = (
    payment: { providerPaymentId: string; amountMinor: number },
    type: string,
    createdSeconds: number,
    id = `evt_${Math.random().toString(36).slice(2)}`,
  ) => ({
    id,
    type,
    created: createdSeconds,
    data: { payment_id: payment.providerPaymentId, amount_minor: payment.amountMinor, currency: 'USD' },
  });

  return { t, rateIds, owner, payerAnswers, subscribe, signed, postEvent, pendingPayment, event };
}

export type BillingKit = Awaited<ReturnType<typeof startBillingApp>>;
