import { and, eq } from 'drizzle-orm';
import { testEngines } from '../../testing/test-databases';
import { createProjectBotTestApp, type ProjectBotTestApp } from '../project-bot/project-bot-testing';
import type { Owner } from '../customers/customers-testing';
import { currencies, domainEvents, orderPayments, orders, projects } from '../../db/schema';
import { answerSandboxCheckout, freePort, type SandboxAnswer } from '../billing/billing-test-kit';
import { signWebhook, SANDBOX_SIGNATURE_HEADER } from '../billing/sandbox/webhook-signature';
import { freshIp } from '../applications/applications-testing';
import { cancelOverdueOrders } from './order-status.service';
import { checkout, orderHelpers } from './orders-testing';

const SECRET = 'order-payments-sandbox-secret-0123';
const PAY = `mutation($domain: String!, $order_id: ID!) { pay_order(domain: $domain, order_id: $order_id) { url } }`;
const STATE = `query($domain: String!, $order_id: ID!) { order_payment(domain: $domain, order_id: $order_id) {
  order_id number status payment_status total_minor currency pay_by can_pay } }`;

// The last engine: Postgres when the run has it, where the webhook and the expiry job really race.
const engine = testEngines[testEngines.length - 1];

describe(`paying a shop order online on ${engine}`, () => {
  let t: ProjectBotTestApp;
  let o: ReturnType<typeof orderHelpers>;
  let shop: Owner;
  let other: Owner;
  let tote: { variants: Array<{ id: string }> };
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createProjectBotTestApp(engine, [], {
      PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      PAYMENTS_SANDBOX_SECRET: SECRET,
    });
    await t.app.listen({ host: '127.0.0.1', port });
    o = orderHelpers(t);
    shop = await t.ownerWithProject();
    other = await t.ownerWithProject();
    // Online payment charges in the project's currency: the shop's is the lari.
    const [lari] = await t.db
      .select({ id: currencies.id })
      .from(currencies)
      .where(eq(currencies.code, 'GEL'));
    await t.db.update(projects).set({ currencyId: lari.id }).where(eq(projects.id, shop.projectId));
    ({ tote } = await o.openShop(shop));
    await o.openShop(other);
  });
  afterAll(() => t.dispose());

  const gql = (query: string, variables: Record<string, unknown>, ip = freshIp(), language = 'en') =>
    t.app
      .inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'x-language': language },
        payload: { query, variables },
        remoteAddress: ip,
      })
      .then((response) => response.json());

  async function onlineOrder(quantity = 1) {
    const placed = await o.place(
      shop.domain,
      checkout([{ variant_id: tote.variants[0].id, quantity }], { payment_method: 'online' }),
    );
    expect(placed.errors).toBeUndefined();
    return placed.data.place_order as { id: string; number: number; total_minor: number; currency: string };
  }
  const paymentsOf = (orderId: string) =>
    t.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const payerAnswers = (url: string, answer: SandboxAnswer) => answerSandboxCheckout(t.app, url, answer);
  const webhook = (payment: { providerPaymentId: string; amountMinor: number; currency: string }) => {
    const body = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        payment_id: payment.providerPaymentId,
        amount_minor: payment.amountMinor,
        currency: payment.currency,
      },
    });
    return t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhook(SECRET, body) },
      payload: body,
    });
  };

  it('opens the checkout for the total, marks the order paid by the webhook once, and returns the payer to the site', async () => {
    const order = await onlineOrder(2);
    const before = (await gql(STATE, { domain: shop.domain, order_id: order.id }, freshIp(), 'ka')).data
      .order_payment;
    expect(before).toMatchObject({ number: order.number, payment_status: 'unpaid', can_pay: true });

    const opened = await gql(PAY, { domain: shop.domain, order_id: order.id });
    expect(opened.errors).toBeUndefined();
    const url: string = opened.data.pay_order.url;
    const [attempt] = await paymentsOf(order.id);
    expect(attempt).toMatchObject({
      status: 'pending',
      amountMinor: order.total_minor,
      currency: order.currency,
    });
    expect(url).toBe(`http://127.0.0.1:${port}/payments/sandbox/checkout/${attempt.providerPaymentId}`);
    expect(order.currency).toBe('GEL');
    // The hosted page shows the order in the order's language (the checkout was English).
    expect(await (await fetch(url)).text()).toContain(`Order #${order.number}, Salon ${shop.domain}`);

    const declined = await payerAnswers(url, 'decline');
    expect(declined.status).toBe(303);
    expect((await paymentsOf(order.id))[0].status).toBe('failed');
    expect((await orderRow(order.id)).paymentStatus).toBe('unpaid');

    const paid = await payerAnswers(url, 'pay');
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.hostname).toBe(`${shop.domain}.localhost`);
    expect(back.pathname).toBe('/en/checkout');
    expect(back.searchParams.get('order')).toBe(order.id);
    expect(back.searchParams.get('payment')).toBe('succeeded');

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'new' });
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'succeeded' });
    const events = await t.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectId, order.id), eq(domainEvents.kind, 'order.paid')));
    expect(events).toHaveLength(1);
    const card = await o.ok(
      shop,
      `query($project_id: ID!, $id: ID!) { order(project_id: $project_id, id: $id) {
      payment_status history { kind status } } }`,
      { id: order.id },
    );
    expect(card.payment_status).toBe('paid');
    expect(card.history).toContainEqual({ kind: 'payment', status: 'paid' });
    // The owner hears of the payment in the CRM, with the way to the order's card.
    await t.app.donut.services.events.deliverPending({});
    const notices = (
      await t.graphql('{ notification_list { list { title button_link } } }', {}, 'en', shop.token)
    ).data.notification_list.list as Array<{ title: string; button_link: string }>;
    expect(notices).toContainEqual({
      // Intl writes a no-break space between the code and the amount.
      title: `Order #${order.number} is paid online: GEL\u00a0${(order.total_minor / 100).toFixed(2)}`,
      button_link: expect.stringContaining(`/admin/orders/${order.id}`),
    });

    // Paid: no second checkout, and the return page says so; the expiry job leaves it alone.
    const again = await gql(PAY, { domain: shop.domain, order_id: order.id }, freshIp(), 'ru');
    expect(again.errors[0]).toMatchObject({
      message: 'Этот заказ уже оплачен.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await gql(STATE, { domain: shop.domain, order_id: order.id })).data.order_payment).toMatchObject({
      payment_status: 'paid',
      can_pay: false,
    });
    await cancelOverdueOrders(t.db, new Date(Date.now() + 24 * 3600_000));
    expect((await orderRow(order.id)).status).toBe('new');
  });

  it('refuses what is not its to pay: a cash order, another shop’s order, an expired one, a stranger’s id', async () => {
    const cash = await o.place(shop.domain, checkout([{ variant_id: tote.variants[0].id, quantity: 1 }]));
    const cashId = cash.data.place_order.id;
    const closed = await gql(PAY, { domain: shop.domain, order_id: cashId });
    expect(closed.errors[0].extensions.code).toBe('CONFLICT');
    expect(closed.errors[0].message).toMatch(/can no longer be paid online/);

    const order = await onlineOrder();
    const elsewhere = await gql(PAY, { domain: other.domain, order_id: order.id });
    expect(elsewhere.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(STATE, { domain: other.domain, order_id: order.id })).errors[0].extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await gql(PAY, { domain: shop.domain, order_id: 'not-an-id' })).errors[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(await paymentsOf(cashId)).toHaveLength(0);
    expect(await paymentsOf(order.id)).toHaveLength(0);

    await t.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const late = await gql(PAY, { domain: shop.domain, order_id: order.id });
    expect(late.errors[0].extensions.code).toBe('CONFLICT');
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('limits the checkouts one address opens', async () => {
    const order = await onlineOrder();
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(await gql(PAY, { domain: shop.domain, order_id: order.id }, ip));
    expect(answers.slice(0, 20).every((answer) => !answer.errors)).toBe(true);
    expect(answers[20].errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(await paymentsOf(order.id)).toHaveLength(20);
  });

  it('ignores a webhook whose amount is not the checkout’s, and applies a second success on a paid order never twice', async () => {
    const order = await onlineOrder();
    await gql(PAY, { domain: shop.domain, order_id: order.id });
    await gql(PAY, { domain: shop.domain, order_id: order.id });
    const [first, second] = await paymentsOf(order.id);

    const forged = await webhook({ ...first, amountMinor: first.amountMinor - 1 });
    expect(forged.json().outcome).toBe('amount-mismatch');
    expect((await orderRow(order.id)).paymentStatus).toBe('unpaid');

    expect((await webhook(first)).json().outcome).toBe('applied');
    expect((await webhook(second)).json().outcome).toBe('paid-twice');
    const history = await o.ok(
      shop,
      `query($project_id: ID!, $id: ID!) { order(project_id: $project_id, id: $id) {
      history { kind status } } }`,
      { id: order.id },
    );
    expect(history.history.filter((entry: { kind: string }) => entry.kind === 'payment')).toHaveLength(1);
  });

  it('lets either the payment or the expiry win a race, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await onlineOrder();
      await gql(PAY, { domain: shop.domain, order_id: order.id });
      const [attempt] = await paymentsOf(order.id);
      await t.db
        .update(orders)
        .set({ payBy: new Date(Date.now() - 1000) })
        .where(eq(orders.id, order.id));
      await Promise.all([webhook(attempt), cancelOverdueOrders(t.db, new Date())]);
      const row = await orderRow(order.id);
      // Either paid and still new (the payment won), or cancelled with the stock back and then paid late: the
      // owner sees the payment to refund. Never cancelled and unpaid after a success.
      expect(row.paymentStatus).toBe('paid');
      if (row.status === 'cancelled') expect(row.stockReturnedAt).not.toBeNull();
      else expect(row.status).toBe('new');
    }
  });
});
