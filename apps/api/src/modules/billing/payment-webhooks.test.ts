import { eq } from 'drizzle-orm';
import { paymentEvents, payments } from '../../db/schema';
import { testEngines } from '../../testing/test-databases';
import { Q, startBillingApp, type BillingKit } from './billing-test-kit';
import { signWebhook, SANDBOX_SIGNATURE_HEADER } from './sandbox/webhook-signature';

describe.each(testEngines)('payment webhooks on %s', (engine) => {
  let kit: BillingKit;
  beforeAll(async () => {
    kit = await startBillingApp(engine);
  });
  afterAll(() => kit.t.dispose());

  it('refuses a bad or stale signature before storing anything', async () => {
    const { t, owner, signed, postEvent, pendingPayment, event } = kit;
    const a = await owner();
    const payment = await pendingPayment(a);
    const good = signed(event(payment, 'payment.succeeded', Math.floor(Date.now() / 1000)));
    const tampered = await postEvent({ body: good.body.replace('"USD"', '"EUR"'), headers: good.headers });
    expect(tampered.statusCode).toBe(400);
    const wrongSecret = await postEvent({
      body: good.body,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signWebhook('another-secret-0123456789', good.body) },
    });
    expect(wrongSecret.statusCode).toBe(400);
    const old = signed(
      event(payment, 'payment.succeeded', Math.floor(Date.now() / 1000)),
      new Date(Date.now() - 10 * 60 * 1000),
    );
    expect((await postEvent(old)).statusCode).toBe(400);
    expect((await postEvent({ body: good.body, headers: {} })).statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.providerPaymentId, payment.providerPaymentId)),
    ).toHaveLength(0);
    expect((await a.gql(Q.subscription)).data.subscription.status).toBe('trial');
  });

  it('processes a replayed event once', async () => {
    const { owner, signed, postEvent, pendingPayment, event } = kit;
    const a = await owner();
    const payment = await pendingPayment(a);
    const delivery = signed(event(payment, 'payment.succeeded', Math.floor(Date.now() / 1000)));
    expect((await postEvent(delivery)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await postEvent(delivery)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await a.gql(Q.receipts)).data.receipt_list.meta.total).toBe(1);
    const changes = (await a.gql(Q.notifications)).data.notification_list.list.filter(
      (n: { title: string }) => n.title.startsWith('Your plan is now'),
    );
    expect(changes).toHaveLength(1);
  });

  it('ignores an older event delivered after a newer one, and applies a success after a failure', async () => {
    const { t, owner, signed, postEvent, pendingPayment, event } = kit;
    const a = await owner();
    const payment = await pendingPayment(a);
    const now = Math.floor(Date.now() / 1000);
    expect((await postEvent(signed(event(payment, 'payment.succeeded', now)))).json().outcome).toBe(
      'applied',
    );
    expect((await postEvent(signed(event(payment, 'payment.failed', now - 30)))).json().outcome).toBe(
      'stale',
    );
    const [stored] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored.status).toBe('succeeded');

    const b = await owner();
    const other = await pendingPayment(b);
    expect((await postEvent(signed(event(other, 'payment.failed', now - 30)))).json().outcome).toBe(
      'applied',
    );
    expect((await postEvent(signed(event(other, 'payment.succeeded', now)))).json().outcome).toBe('applied');
    expect((await b.gql(Q.subscription)).data.subscription.status).toBe('active');
  });

  it("applies nothing for a wrong amount, and never touches another owner's plan", async () => {
    const { owner, signed, postEvent, pendingPayment, event } = kit;
    const a = await owner();
    const b = await owner();
    const payment = await pendingPayment(a);
    const wrong = signed({
      ...event(payment, 'payment.succeeded', Math.floor(Date.now() / 1000)),
      data: { payment_id: payment.providerPaymentId, amount_minor: 1, currency: 'USD' },
    });
    expect((await postEvent(wrong)).json().outcome).toBe('amount-mismatch');
    expect(
      (await postEvent(signed(event(payment, 'payment.succeeded', Math.floor(Date.now() / 1000))))).json()
        .outcome,
    ).toBe('applied');
    expect((await a.gql(Q.subscription)).data.subscription.status).toBe('active');
    expect((await b.gql(Q.subscription)).data.subscription.status).toBe('trial');
    expect((await b.gql(Q.receipts)).data.receipt_list.meta.total).toBe(0);
  });

  it('keeps the money as credit when the subscription moved on before the payment succeeded', async () => {
    const { owner, subscribe, signed, postEvent, pendingPayment, event } = kit;
    const a = await owner();
    const first = await pendingPayment(a, 'pro');
    await subscribe(a, 'basic', 'month'); // a second checkout, paid first
    expect(
      (await postEvent(signed(event(first, 'payment.succeeded', Math.floor(Date.now() / 1000))))).json()
        .outcome,
    ).toBe('credited');
    const after = (await a.gql(Q.subscription)).data.subscription;
    expect(after).toMatchObject({ rate: { code: 'basic' }, credit_minor: first.amountMinor });
  });
});
