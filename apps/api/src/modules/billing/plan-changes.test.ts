import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import {
  GetProjectListDocument,
  GetServiceListDocument,
  SaveMenuDocument,
  SaveProjectDocument,
} from '@donut/graphql';
import { payments, subscriptions } from '../../db/schema';
import { testEngines } from '../../testing/test-databases';
import { sweepSubscriptions } from './subscription-sweep';
import { quotePlanChange } from './proration';
import { DAY, Q, startBillingApp, type BillingKit } from './billing-test-kit';

describe.each(testEngines)('plan changes through the sandbox checkout on %s', (engine) => {
  let kit: BillingKit;
  beforeAll(async () => {
    kit = await startBillingApp(engine);
  });
  afterAll(() => kit.t.dispose());

  it('a new owner is on the trial; subscribing goes through the sandbox checkout and leaves a receipt', async () => {
    const { rateIds, owner, payerAnswers } = kit;
    const a = await owner('ru');
    const trial = (await a.gql(Q.subscription)).data.subscription;
    expect(trial).toMatchObject({
      status: 'trial',
      is_active: true,
      billing_period: null,
      credit_minor: 0,
      currency: 'USD',
      rate: { code: 'business' },
    });

    const quote = (await a.gql(Q.quote, { rate_id: rateIds.standard, billing_period: 'year' })).data
      .plan_change_quote;
    expect(quote).toMatchObject({
      price_minor: 29000,
      remainder_minor: 0,
      credit_used_minor: 0,
      charge_minor: 29000,
      carried_credit_minor: 0,
    });

    const started = await a.gql(Q.change, {
      rate_id: rateIds.standard,
      billing_period: 'year',
      accept_terms: true,
    });
    const checkoutUrl = started.data.change_plan.checkout_url as string;
    expect(started.data.change_plan.subscription.status).toBe('trial'); // nothing changes before the payment
    const page = await fetch(checkoutUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('lang="ru"');
    expect(html).toContain('Оплата со счёта юридического лица недоступна.');
    expect(html).toMatch(/290,00\s?\$/);

    const back = await payerAnswers(checkoutUrl, 'pay');
    expect(back.headers.get('location')).toBe('https://donut.ge/ru/client/about/rates?payment=succeeded');
    const paid = (await a.gql(Q.subscription)).data.subscription;
    expect(paid).toMatchObject({
      status: 'active',
      billing_period: 'year',
      rate: { code: 'standard' },
      is_active: true,
    });
    expect(
      new Date(paid.period_end).getTime() - new Date(paid.period_start).getTime(),
    ).toBeGreaterThanOrEqual(365 * DAY);

    const receipts = (await a.gql(Q.receipts)).data.receipt_list;
    expect(receipts.meta).toEqual({ count: 1, total: 1, has_next_page: false });
    expect(receipts.list[0]).toMatchObject({
      rate_name: 'Стандарт',
      billing_period: 'year',
      amount_minor: 29000,
      currency: 'USD',
    });
    expect(receipts.list[0].payment_id).toMatch(/^sbx_/);
    const titles = (await a.gql(Q.notifications)).data.notification_list.list.map(
      (n: { title: string }) => n.title,
    );
    expect(titles).toContain('Ваш тариф изменён на «Стандарт»');
  });

  it('has no testing clock unless TEST_CLOCK is set', async () => {
    const { t } = kit;
    expect((await t.post('/testing/clock', { advance_seconds: 60 })).statusCode).toBe(404);
  });

  it('refuses a subscription without accepted terms, and plans that cannot be bought, changing nothing', async () => {
    const { t, rateIds, owner } = kit;
    const a = await owner();
    const noTerms = await a.gql(Q.change, {
      rate_id: rateIds.basic,
      billing_period: 'month',
      accept_terms: false,
    });
    expect(noTerms.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { accept_terms: 'You must accept the terms of payment before subscribing' },
    });
    const enterprise = await a.gql(Q.change, {
      rate_id: rateIds.enterprise,
      billing_period: 'month',
      accept_terms: true,
    });
    expect(enterprise.errors?.[0].extensions.code).toBe('CONFLICT');
    const unknown = await a.gql(Q.quote, { rate_id: '999999', billing_period: 'month' });
    expect(unknown.errors?.[0].extensions.fields).toHaveProperty('rate_id');
    expect(await t.db.select().from(payments).where(eq(payments.clientId, a.id))).toHaveLength(0);
  });

  it('upgrades mid-period with the remainder counted, downgrades into credit, then pays less next time', async () => {
    const { t, rateIds, owner, subscribe } = kit;
    const a = await owner();
    await subscribe(a, 'basic', 'month');
    // Ten days into the paid month.
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.clientId, a.id));
    const start = new Date(Date.now() - 10 * DAY);
    const end = new Date(start.getTime() + (row.periodEnd.getTime() - row.periodStart.getTime()));
    await t.db
      .update(subscriptions)
      .set({ periodStart: start, periodEnd: end })
      .where(eq(subscriptions.clientId, a.id));

    const quote = (await a.gql(Q.quote, { rate_id: rateIds.business, billing_period: 'month' })).data
      .plan_change_quote;
    const expected = quotePlanChange({
      current: { paidMinor: 1900, start, end },
      accountCreditMinor: 0,
      newPriceMinor: 4900,
      period: 'month',
      now: new Date(),
    });
    expect(quote.remainder_minor).toBeGreaterThan(1100);
    expect(Math.abs(quote.remainder_minor - expected.creditMinor)).toBeLessThanOrEqual(1);
    expect(quote.charge_minor).toBe(4900 - quote.remainder_minor);

    const upgraded = await subscribe(a, 'business', 'month');
    expect(upgraded).toMatchObject({ rate: { code: 'business' }, credit_minor: 0 });

    // Straight down to Start: the unused Business month becomes credit, nothing is charged.
    const down = await a.gql(Q.change, {
      rate_id: rateIds.start,
      billing_period: 'month',
      accept_terms: true,
    });
    expect(down.data.change_plan.checkout_url).toBeNull();
    const afterDown = down.data.change_plan.subscription;
    expect(afterDown.rate.code).toBe('start');
    expect(afterDown.credit_minor).toBeGreaterThan(4900 - 900 - 20);
    expect(afterDown.credit_minor).toBeLessThanOrEqual(4900 - 900);

    // Back up to Business: the credit and the remainder pay for it all but the cents the seconds in
    // between used up (remainders are rounded down).
    const up = (await a.gql(Q.quote, { rate_id: rateIds.business, billing_period: 'month' })).data
      .plan_change_quote;
    expect(up.credit_used_minor).toBe(afterDown.credit_minor);
    expect(up.charge_minor).toBeGreaterThanOrEqual(0);
    expect(up.charge_minor).toBeLessThanOrEqual(5);
    expect((await a.gql(Q.receipts)).data.receipt_list.meta.total).toBe(2);
  });

  it('cancelling keeps the plan to the end of the period, then the sweep switches it off', async () => {
    const { t, rateIds, owner, subscribe } = kit;
    const a = await owner();
    expect((await a.gql(Q.cancel)).errors?.[0].extensions.code).toBe('CONFLICT'); // nothing paid yet
    const paid = await subscribe(a, 'basic', 'month');
    const cancelled = (await a.gql(Q.cancel)).data.cancel_subscription;
    expect(cancelled).toMatchObject({ status: 'active', cancel_at_period_end: true, is_active: true });
    expect((await a.gql(Q.resume)).data.resume_subscription.cancel_at_period_end).toBe(false);
    await a.gql(Q.cancel);

    await sweepSubscriptions(t.db, new Date(new Date(paid.period_end).getTime() - 12 * 3600 * 1000));
    expect((await a.gql(Q.subscription)).data.subscription.status).toBe('active');
    await sweepSubscriptions(t.db, new Date(new Date(paid.period_end).getTime() + 1000));
    const ended = (await a.gql(Q.subscription)).data.subscription;
    expect(ended).toMatchObject({ status: 'expired', is_active: false, cancel_at_period_end: false });
    const titles = (await a.gql(Q.notifications)).data.notification_list.list.map(
      (n: { title: string }) => n.title,
    );
    expect(titles.slice(0, 2)).toEqual([
      'Your plan “Basic” has ended: the CRM opens again after payment',
      'Your plan “Basic” ends tomorrow',
    ]);

    // Paying again opens it: an expired plan has no remainder, the full price is charged.
    const again = (await a.gql(Q.quote, { rate_id: rateIds.basic, billing_period: 'month' })).data
      .plan_change_quote;
    expect(again.charge_minor).toBe(1900);
    expect(await subscribe(a, 'basic', 'month')).toMatchObject({ status: 'active', is_active: true });
  });

  it('a declined card can be retried; abandoning changes nothing', async () => {
    const { rateIds, owner, payerAnswers } = kit;
    const a = await owner();
    const first = (
      await a.gql(Q.change, { rate_id: rateIds.pro, billing_period: 'month', accept_terms: true })
    ).data.change_plan.checkout_url as string;
    const declined = await payerAnswers(first, 'decline');
    expect(declined.headers.get('location')).toContain('?declined=1');
    expect((await a.gql(Q.subscription)).data.subscription.status).toBe('trial');
    expect((await payerAnswers(first, 'pay')).status).toBe(303);
    expect((await a.gql(Q.subscription)).data.subscription.rate.code).toBe('pro');

    const second = (
      await a.gql(Q.change, { rate_id: rateIds.premium, billing_period: 'month', accept_terms: true })
    ).data.change_plan.checkout_url as string;
    const abandoned = await payerAnswers(second, 'abandon');
    expect(abandoned.headers.get('location')).toContain('payment=canceled');
    expect((await a.gql(Q.subscription)).data.subscription.rate.code).toBe('pro');
    expect((await fetch(second)).status).toBe(404); // the checkout is closed
  });

  it('an expired plan closes the CRM work until payment; the cabinet stays open', async () => {
    const { t, owner, subscribe } = kit;
    const a = await owner();
    const created = await a.gql(print(SaveProjectDocument), {
      name: 'Closed shop',
      domain: `closed-${Date.now().toString(36)}`,
    });
    const projectId = created.data.save_project.id as string;
    await t.db
      .update(subscriptions)
      .set({ periodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.clientId, a.id));
    await sweepSubscriptions(t.db);

    const closed = [
      await a.gql(print(GetServiceListDocument), { project_id: projectId }),
      await a.gql(print(SaveMenuDocument), {
        project_id: projectId,
        menu: [{ key: 'products', is_visible: false }],
      }),
      await a.gql(print(SaveProjectDocument), { id: projectId, name: 'Renamed' }),
    ];
    for (const result of closed)
      expect(result.errors?.[0]).toMatchObject({
        message: 'The plan has ended: the CRM opens again after payment',
        extensions: { code: 'PAYMENT_REQUIRED' },
      });
    expect(
      (await a.gql(print(GetProjectListDocument))).data.project_list.list.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['Closed shop']);
    expect((await a.gql(Q.subscription)).data.subscription.is_active).toBe(false);

    await subscribe(a, 'start', 'month');
    expect((await a.gql(print(GetServiceListDocument), { project_id: projectId })).errors).toBeUndefined();
  });
});
