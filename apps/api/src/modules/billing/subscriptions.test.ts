import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import { GetNotificationListDocument } from '@donut/graphql';
import { clients, rates, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerClient } from '../../testing/clients';
import { sweepSubscriptions } from './subscription-sweep';
import { startTrial, TRIAL_DAYS, TRIAL_RATE_CODE } from './trial';

const LIST = print(GetNotificationListDocument);
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

describe.each(testEngines)('trial and its reminders on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { MAIN_ORIGIN: 'https://donut.ge' });
  });
  afterAll(() => t.dispose());

  const subscriptionOf = async (clientId: string) =>
    (await t.db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId)))[0];
  const clientWithTrialEndingAt = async (periodEnd: Date) => {
    const owner = await registerClient(t, 'ru');
    const clientId = (await t.graphql('{ client { id } }', {}, 'en', owner.tokens.access_token)).data.client
      .id as string;
    await t.db.update(subscriptions).set({ periodEnd }).where(eq(subscriptions.clientId, clientId));
    return { ...owner, clientId };
  };
  const notificationsOf = async (accessToken: string, language = 'ru') =>
    (await t.graphql(LIST, {}, language, accessToken)).data.notification_list.list as Array<{
      title: string;
      button_link: string;
    }>;

  it('gives a new account a 14-day trial on the trial plan', async () => {
    const before = Date.now();
    const owner = await registerClient(t);
    const clientId = (await t.graphql('{ client { id } }', {}, 'en', owner.tokens.access_token)).data.client
      .id as string;
    const row = await subscriptionOf(clientId);
    const [trialRate] = await t.db
      .select({ id: rates.id })
      .from(rates)
      .where(eq(rates.code, TRIAL_RATE_CODE));
    expect(row).toMatchObject({
      status: 'trial',
      rateId: trialRate.id,
      billingPeriod: null,
      cancelAtPeriodEnd: false,
    });
    const days = (row.periodEnd.getTime() - row.periodStart.getTime()) / DAY;
    expect(days).toBe(TRIAL_DAYS);
    expect(row.periodStart.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('reminds 3 days and 1 day before the end, once each, then switches the trial off', async () => {
    const end = new Date(Date.now() + 10 * DAY);
    const owner = await clientWithTrialEndingAt(end);
    const at = (offset: number) => new Date(end.getTime() + offset);

    await sweepSubscriptions(t.db, at(-4 * DAY));
    expect(await notificationsOf(owner.tokens.access_token)).toHaveLength(0);

    await sweepSubscriptions(t.db, at(-3 * DAY + HOUR));
    await sweepSubscriptions(t.db, at(-2 * DAY)); // a second pass in the same window sends nothing more
    let list = await notificationsOf(owner.tokens.access_token);
    expect(list.map((n) => n.title)).toEqual(['Пробный период закончится через 3 дня']);
    expect(list[0].button_link).toBe('https://donut.ge/ru/client/about/rates');

    await sweepSubscriptions(t.db, at(-12 * HOUR));
    await sweepSubscriptions(t.db, at(-HOUR));
    list = await notificationsOf(owner.tokens.access_token, 'en');
    expect(list.map((n) => n.title)).toEqual([
      'Your free trial ends tomorrow',
      'Your free trial ends in 3 days',
    ]);
    expect((await subscriptionOf(owner.clientId)).status).toBe('trial');

    await sweepSubscriptions(t.db, at(1000));
    await sweepSubscriptions(t.db, at(DAY));
    list = await notificationsOf(owner.tokens.access_token, 'ka');
    expect(list).toHaveLength(3);
    expect(list[0].title).toBe(
      'უფასო საცდელი პერიოდი დასრულდა: აირჩიეთ ტარიფი, რომ CRM ხელმისაწვდომი დარჩეს',
    );
    expect((await subscriptionOf(owner.clientId)).status).toBe('expired');
  });

  it('after a long downtime sends only the reminder still due, not a stale one', async () => {
    const end = new Date(Date.now() + 10 * DAY);
    const owner = await clientWithTrialEndingAt(end);
    await sweepSubscriptions(t.db, new Date(end.getTime() - 6 * HOUR));
    const list = await notificationsOf(owner.tokens.access_token, 'en');
    expect(list.map((n) => n.title)).toEqual(['Your free trial ends tomorrow']);
  });

  it('concurrent passes (two instances) notify each owner once', async () => {
    const end = new Date(Date.now() + 10 * DAY);
    const owners = await Promise.all([0, 1, 2].map(() => clientWithTrialEndingAt(end)));
    const now = new Date(end.getTime() - 2 * DAY);
    await Promise.all([
      sweepSubscriptions(t.db, now),
      sweepSubscriptions(t.db, now),
      sweepSubscriptions(t.db, now),
    ]);
    for (const owner of owners) expect(await notificationsOf(owner.tokens.access_token)).toHaveLength(1);
  });

  it("touches only the owners whose moment has come: another owner's trial is left alone", async () => {
    const soon = await clientWithTrialEndingAt(new Date(Date.now() + 2 * DAY));
    const later = await clientWithTrialEndingAt(new Date(Date.now() + 12 * DAY));
    await sweepSubscriptions(t.db);
    expect(await notificationsOf(soon.tokens.access_token)).toHaveLength(1);
    expect(await notificationsOf(later.tokens.access_token)).toHaveLength(0);
    expect((await subscriptionOf(later.clientId)).reminder3dSentAt).toBeNull();
  });
});

describe.each(testEngines)('the durable schedule on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t?.dispose());

  it('catches up at start-up: a trial that ended while the server was down is switched off', async () => {
    t = await createTestApp(engine, { SCHEDULER: 'true' });
    const [client] = await t.db
      .insert(clients)
      .values({ email: `down.${Date.now()}@mail.test` })
      .returning({ id: clients.id });
    await startTrial(t.db, client.id, new Date(Date.now() - 20 * DAY));
    await t.app.ready();
    await expect
      .poll(
        async () =>
          (await t.db.select().from(subscriptions).where(eq(subscriptions.clientId, client.id)))[0].status,
        { timeout: 20_000, interval: 250 },
      )
      .toBe('expired');
    const jobs = await t.db.execute(`select name, cron from pgboss.schedule order by name`);
    expect((jobs as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'deliver-domain-events', cron: '* * * * *' },
      { name: 'orders-unpaid-expiry', cron: '* * * * *' },
      { name: 'subscription-sweep', cron: '* * * * *' },
    ]);
  }, 40_000);
});
