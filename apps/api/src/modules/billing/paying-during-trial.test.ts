import { eq } from 'drizzle-orm';
import { businessClock } from '../../clock';
import { subscriptions } from '../../db/schema';
import { testEngines } from '../../testing/test-databases';
import { sweepSubscriptions } from './subscription-sweep';
import { DAY, Q, startBillingApp, type BillingKit } from './billing-test-kit';
import { TRIAL_DAYS } from './trial';

/** Business time moved to an ISO moment (the injected clock; tokens and signatures keep the real one). */
const travelTo = (iso: string) => businessClock.advance(Date.parse(iso) - businessClock.now().getTime());
type Owner = Awaited<ReturnType<BillingKit['owner']>>;
const titlesOf = async (who: Owner) =>
  (await who.gql(Q.notifications)).data.notification_list.list.map((n: { title: string }) => n.title);

describe.each(testEngines)('paying during the trial keeps the trial days (ADR 0011) on %s', (engine) => {
  let kit: BillingKit;
  beforeAll(async () => {
    kit = await startBillingApp(engine);
  });
  afterAll(() => kit.t.dispose());
  afterEach(() => businessClock.reset());

  /** A new owner whose 14-day trial began at `start` (sign-up stamps the real time). */
  const ownerOnTrialFrom = async (start: string) => {
    const who = await kit.owner();
    const periodStart = new Date(start);
    await kit.t.db
      .update(subscriptions)
      .set({ periodStart, periodEnd: new Date(periodStart.getTime() + TRIAL_DAYS * DAY) })
      .where(eq(subscriptions.clientId, who.id));
    return who;
  };
  /** The quote the change-plan dialog shows before paying for a monthly plan. */
  const monthlyQuote = async (who: Owner, code: string) =>
    (await who.gql(Q.quote, { rate_id: kit.rateIds[code], billing_period: 'month' })).data.plan_change_quote;

  it('a trial to 8 December paid on 24 November gives the period 8 December to 8 January', async () => {
    const { t, subscribe } = kit;
    const a = await ownerOnTrialFrom('2027-11-24T09:00:00Z');
    travelTo('2027-11-24T09:30:00Z');
    expect((await a.gql(Q.subscription)).data.subscription).toMatchObject({
      status: 'trial',
      period_end: '2027-12-08T09:00:00.000Z',
      trial_end: '2027-12-08T09:00:00.000Z',
    });

    travelTo('2027-11-24T12:00:00Z');
    // The quote shown before paying already says when the paid period runs.
    expect(await monthlyQuote(a, 'basic')).toMatchObject({
      charge_minor: 1900,
      remainder_minor: 0,
      period_start: '2027-12-08T09:00:00.000Z',
      period_end: '2028-01-08T09:00:00.000Z',
      trial_end: '2027-12-08T09:00:00.000Z',
    });

    // The paid plan applies at once; its period waits for the trial's end.
    expect(await subscribe(a, 'basic', 'month')).toMatchObject({
      status: 'active',
      rate: { code: 'basic' },
      billing_period: 'month',
      period_start: '2027-12-08T09:00:00.000Z',
      period_end: '2028-01-08T09:00:00.000Z',
      trial_end: '2027-12-08T09:00:00.000Z',
      is_active: true,
    });
    expect((await a.gql(Q.receipts)).data.receipt_list.list[0]).toMatchObject({
      amount_minor: 1900,
      period_start: '2027-12-08T09:00:00.000Z',
      period_end: '2028-01-08T09:00:00.000Z',
    });

    // A change before that period starts counts all of it, and keeps the same trial days.
    travelTo('2027-11-25T10:00:00Z');
    expect(await monthlyQuote(a, 'pro')).toMatchObject({
      price_minor: 7900,
      remainder_minor: 1900,
      charge_minor: 6000,
      period_start: '2027-12-08T09:00:00.000Z',
      period_end: '2028-01-08T09:00:00.000Z',
    });
    expect(await subscribe(a, 'pro', 'month')).toMatchObject({
      rate: { code: 'pro' },
      period_start: '2027-12-08T09:00:00.000Z',
      period_end: '2028-01-08T09:00:00.000Z',
      credit_minor: 0,
    });

    // No "trial ends" reminder for a paid owner; the paid period ends, and is reminded of, a month later.
    for (const moment of ['2027-12-05T10:00:00Z', '2027-12-07T10:00:00Z', '2027-12-08T10:00:00Z'])
      await sweepSubscriptions(t.db, new Date(moment));
    travelTo('2027-12-08T10:00:00Z');
    expect((await a.gql(Q.subscription)).data.subscription).toMatchObject({
      status: 'active',
      is_active: true,
      trial_end: null,
    });
    expect(await titlesOf(a)).toEqual(['Your plan is now “Pro”', 'Your plan is now “Basic”']);

    await sweepSubscriptions(t.db, new Date('2028-01-05T10:00:00Z'));
    await sweepSubscriptions(t.db, new Date('2028-01-08T09:00:01Z'));
    expect((await titlesOf(a)).slice(0, 2)).toEqual([
      'Your plan “Pro” has ended: the CRM opens again after payment',
      'Your plan “Pro” ends in 3 days',
    ]);
  });

  it('a trial already over leaves no days to keep: the period starts at the payment', async () => {
    const { subscribe } = kit;
    const a = await ownerOnTrialFrom('2027-11-24T09:00:00Z');
    // The trial ended on 8 December; the sweep has not marked it yet.
    const paidAt = travelTo('2027-12-10T15:00:00Z').getTime();
    const quote = await monthlyQuote(a, 'basic');
    expect(quote.trial_end).toBeNull();
    expect(Date.parse(quote.period_start) - paidAt).toBeLessThan(5000);

    const paid = await subscribe(a, 'basic', 'month');
    expect(paid).toMatchObject({ status: 'active', trial_end: null });
    expect(Date.parse(paid.period_start)).toBeGreaterThanOrEqual(paidAt);
    expect(Date.parse(paid.period_start) - paidAt).toBeLessThan(5000);
    expect(paid.period_end.slice(0, 10)).toBe('2028-01-10');
  });
});
