import { and, eq } from 'drizzle-orm';
import { currencies, customerNotifications, projectBots, projects } from '../../db/schema';
import { startBotApiStandIn, type BotApiStandIn } from '../../testing/bot-api-stand-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { renderNotification } from '../customers/customer-timeline';
import { customerHelpers, miniAppUser, type Owner } from '../customers/customers-testing';
import { checkout, O, orderHelpers } from '../orders/orders-testing';
import { botIdOf, CONNECT_BOT, SALON_BOT, type ProjectBotTestApp } from '../project-bot/project-bot-testing';
import { eventRows, linkOwnerTelegram, ownerWithProject } from './events-testing';

const PLATFORM_BOT = {
  token: '7000000004:AAF-test-token-of-the-donut-platform-bot',
  username: 'donut_orders_test_bot',
};
const HOUR = 3600_000;

interface Shop extends Owner {
  ownerId: string;
  toteId: string;
  pickupAddressId: string;
}

describe.each(testEngines)('what orders set off, on %s', (engine) => {
  let t: ProjectBotTestApp;
  let standIn: BotApiStandIn;
  let h: ReturnType<typeof customerHelpers>;
  let o: ReturnType<typeof orderHelpers>;
  beforeAll(async () => {
    standIn = await startBotApiStandIn({ ...PLATFORM_BOT, otherBots: [SALON_BOT] });
    const app: TestApp = await createTestApp(engine, {
      TELEGRAM_API_ROOT: standIn.apiRoot,
      TELEGRAM_BOT_TOKEN: PLATFORM_BOT.token,
    });
    // The orders' and customers' helpers take the project bots' test app: this one also runs the platform bot.
    t = {
      ...app,
      standIn,
      logs: [],
      async ownerWithProject(locale = 'en') {
        const project = await ownerWithProject(app, locale);
        return { token: project.ownerToken, projectId: project.projectId, domain: project.domain };
      },
      deliver: (botId, update, secret) =>
        app.post(
          `/telegram/projects/${botId}/webhook`,
          update,
          secret ? { 'x-telegram-bot-api-secret-token': secret } : {},
        ),
      webhookSecretOf: (botId) =>
        standIn.callsOf('setWebhook').findLast((call) => call.botId === botId)?.params.secret_token as string,
    };
    h = customerHelpers(t);
    o = orderHelpers(t);
  });
  // A bot belongs to one project: each test connects the stand-in's bot afresh.
  afterEach(() => t.db.delete(projectBots));
  afterAll(async () => {
    await t.dispose();
    await standIn.close();
  });

  /** A new owner's open shop (a tote at 30 GEL, courier 5, pickup in Vake), its own bot connected when asked. */
  async function openShop(options: { bot?: boolean } = {}): Promise<Shop> {
    const project = await ownerWithProject(t);
    const owner = { token: project.ownerToken, projectId: project.projectId, domain: project.domain };
    if (options.bot) {
      const connected = await t.graphql(
        CONNECT_BOT,
        { project_id: owner.projectId, token: SALON_BOT.token },
        'en',
        owner.token,
      );
      expect(connected.errors).toBeUndefined();
    }
    const [gel] = await t.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'GEL'));
    await t.db.update(projects).set({ currencyId: gel.id }).where(eq(projects.id, owner.projectId));
    const stock = await o.openShop(owner);
    return {
      ...owner,
      ownerId: project.ownerId,
      toteId: stock.tote.variants[0].id,
      pickupAddressId: stock.pickupAddressId,
    };
  }
  async function placeOrder(
    shop: Shop,
    fields: Record<string, unknown> = {},
    options: { token?: string; language?: string } = {},
  ) {
    const placed = await o.place(
      shop.domain,
      checkout([{ variant_id: shop.toteId, quantity: 1 }], fields),
      options,
    );
    expect(placed.errors).toBeUndefined();
    return placed.data.place_order as { id: string; number: number; total_minor: number; currency: string };
  }
  const pickup = (shop: Shop) => ({
    delivery_kind: 'pickup',
    address: null,
    pickup_address_id: shop.pickupAddressId,
  });
  const moveTo = (shop: Shop, id: string, status: string) => o.ok(shop, O.status, { id, status });
  const deliver = (now?: Date) => t.app.donut.services.events.deliverPending({ now });
  /** Two delivery runs at once, then a third: the job's nudge and its cron meeting on the same events. */
  const deliverTwice = async () => {
    await Promise.all([deliver(), deliver()]);
    await deliver();
  };
  const messagesTo = (chatId: number | string) =>
    standIn.callsOf('sendMessage').filter((call) => String(call.params.chat_id) === String(chatId));
  const textsTo = (chatId: number | string) => messagesTo(chatId).map((call) => call.params.text as string);
  const orderNotificationsOf = async (shop: Shop) =>
    (
      await t.graphql(
        '{ notification_list { list { title button_text button_link project { id } } } }',
        {},
        'ru',
        shop.token,
      )
    ).data.notification_list.list.filter(
      (n: { project: { id: string } | null; button_link: string | null }) =>
        n.project?.id === shop.projectId && n.button_link?.includes('/admin/orders/'),
    );
  const cabinetNotices = (shop: Shop) =>
    t.db
      .select()
      .from(customerNotifications)
      .where(
        and(
          eq(customerNotifications.projectId, shop.projectId),
          eq(customerNotifications.kind, 'order-status'),
        ),
      )
      .orderBy(customerNotifications.createdAt);

  it('tells the owner of a new order in the CRM and in Telegram, only once the order is delivered from the outbox', async () => {
    const shop = await openShop();
    await linkOwnerTelegram(t.db, shop.ownerId, '5550101', 'ru');
    const order = await placeOrder(shop);
    expect(order).toMatchObject({ number: 1, total_minor: 3500, currency: 'GEL' });

    // The order's transaction only wrote the event: nothing is told before the delivery runs.
    expect(await orderNotificationsOf(shop)).toEqual([]);
    expect(messagesTo('5550101')).toEqual([]);
    const [event] = await eventRows(t.db, shop.projectId);
    expect(event).toMatchObject({ kind: 'order.placed', subjectId: order.id, deliveredAt: null });

    expect(await deliver()).toMatchObject({ delivered: 1, failed: 0 });

    const title = 'Новый заказ №1 на сумму 35,00\u00a0GEL от Nino Beridze';
    const link = `http://${shop.domain}.localhost:3002/ru/admin/orders/${order.id}`;
    expect(await orderNotificationsOf(shop)).toEqual([
      { title, button_text: 'Открыть заказ', button_link: link, project: { id: shop.projectId } },
    ]);
    const [message, ...more] = messagesTo('5550101');
    expect(more).toEqual([]);
    expect(message.botId).toBe(botIdOf(PLATFORM_BOT));
    expect(message.params.text).toBe(title);
    expect(message.params.reply_markup.inline_keyboard[0][0]).toEqual({ text: 'Открыть заказ', url: link });
    // The English reader sees the same notification in English, the amount in English notation.
    const english = await t.graphql('{ notification_list { list { title } } }', {}, 'en', shop.token);
    expect(english.data.notification_list.list.map((n: { title: string }) => n.title)).toContain(
      'New order #1 for GEL\u00a035.00 from Nino Beridze',
    );
  });

  it("confirms a Mini App customer's order through the project's bot in the order's language, with a cabinet notice", async () => {
    const shop = await openShop({ bot: true });
    const user = miniAppUser({ language_code: 'ka' });
    const customer = await h.customerOf(shop, SALON_BOT, user);
    const mailsBefore = (await t.mails()).length;
    const order = await placeOrder(shop, {}, { token: customer.access, language: 'ka' });

    expect(messagesTo(user.id)).toEqual([]);
    expect(await deliver()).toMatchObject({ delivered: 1, failed: 0 });

    const text = 'შეკვეთა №1 მიღებულია. შეკვეთის ჯამი: 35,00\u00a0₾.';
    expect(messagesTo(user.id)).toEqual([
      expect.objectContaining({ botId: botIdOf(SALON_BOT), params: expect.objectContaining({ text }) }),
    ]);
    expect(await t.mails()).toHaveLength(mailsBefore);
    const notices = await cabinetNotices(shop);
    expect(notices).toHaveLength(1);
    expect(renderNotification('ka', notices[0], 'Salon')).toMatchObject({ title: 'შეკვეთა №1', body: text });
    expect(renderNotification('ru', notices[0], 'Salon').body).toBe(
      'Заказ №1 принят. Сумма заказа: 35,00\u00a0GEL.',
    );
    expect(order.number).toBe(1);
  });

  it("mails a visitor who gave an e-mail, in the language of the order, with a link to the order's page in the cabinet", async () => {
    const shop = await openShop({ bot: true });
    const sentBefore = standIn.callsOf('sendMessage').length;
    const order = await placeOrder(shop, { email: 'visitor@mail.test' }, { language: 'en' });

    await deliver();

    const mails = (await t.mails()).filter((m) => m.to === 'visitor@mail.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your order #1 has been received — Studio ${shop.domain}`);
    expect(mails[0].text).toContain('Order total: GEL\u00a035.00.');
    expect(mails[0].link).toBe(`http://${shop.domain}.localhost:3003/en/cabinet/orders/${order.id}`);
    // A visitor is not a Telegram user: the project's bot says nothing.
    expect(standIn.callsOf('sendMessage').slice(sentBefore)).toEqual([]);
    expect(await cabinetNotices(shop)).toHaveLength(1);
  });

  it('tells the customer each status change once, even when the delivery job runs twice', async () => {
    const shop = await openShop({ bot: true });
    const user = miniAppUser({ language_code: 'ka' });
    const customer = await h.customerOf(shop, SALON_BOT, user);
    const order = await placeOrder(shop, pickup(shop), { token: customer.access, language: 'ka' });
    await deliverTwice();
    for (const status of ['confirmed', 'ready_for_pickup', 'completed']) {
      await moveTo(shop, order.id, status);
      await deliverTwice();
    }

    expect(textsTo(user.id)).toEqual([
      'შეკვეთა №1 მიღებულია. შეკვეთის ჯამი: 30,00\u00a0₾.',
      'თქვენი შეკვეთა №1 დადასტურებულია.',
      'თქვენი შეკვეთა №1 გასაცემად მზადაა მისამართზე: Vake, 12 Chavchavadze Ave.',
      'თქვენი შეკვეთა №1 შესრულებულია. გმადლობთ!',
    ]);
    const notices = await cabinetNotices(shop);
    expect(notices.map((notice) => notice.params.status)).toEqual([
      'new',
      'confirmed',
      'ready_for_pickup',
      'completed',
    ]);
    expect(
      (await eventRows(t.db, shop.projectId)).every((event) => event.deliveredAt && event.attempts === 1),
    ).toBe(true);
  });

  it("tells a customer of a cancelled order by mail when the project's bot cannot reach them", async () => {
    const shop = await openShop();
    const order = await placeOrder(shop, { email: 'nino@mail.test' }, { language: 'ka' });
    await moveTo(shop, order.id, 'cancelled');

    expect(await deliver()).toMatchObject({ delivered: 2, failed: 0 });

    const mails = (await t.mails()).filter((m) => m.to === 'nino@mail.test');
    expect(mails.map((m) => m.subject)).toEqual([
      `შეკვეთა №1 მიღებულია — Studio ${shop.domain}`,
      `შეკვეთა №1 გაუქმებულია — Studio ${shop.domain}`,
    ]);
    expect(mails[1].text).toContain(`Studio ${shop.domain}-ში თქვენი შეკვეთა №1 გაუქმებულია.`);
    const notices = await cabinetNotices(shop);
    expect(renderNotification('en', notices[1], 'Salon').body).toBe('Your order #1 was cancelled.');
  });

  it('retries a message Telegram refused without repeating the cabinet notice', async () => {
    const shop = await openShop({ bot: true });
    const user = miniAppUser({ language_code: 'en' });
    const customer = await h.customerOf(shop, SALON_BOT, user);
    const order = await placeOrder(shop, {}, { token: customer.access, language: 'en' });
    await deliver();
    await moveTo(shop, order.id, 'sent');
    standIn.failNext('sendMessage', { error_code: 502, description: 'Bad Gateway' });

    expect(await deliver()).toMatchObject({ delivered: 0, failed: 1 });
    const [, failed] = await eventRows(t.db, shop.projectId);
    expect(failed.lastError).toContain('customer-message');
    expect(failed.doneReactions).toEqual(['customer-notification', 'realtime']);

    expect(await deliver(new Date(Date.now() + HOUR))).toMatchObject({ delivered: 1 });
    expect(textsTo(user.id)).toEqual([
      'Order #1 received. Order total: GEL\u00a035.00.',
      'Your order #1 has been sent.',
      'Your order #1 has been sent.',
    ]);
    expect((await cabinetNotices(shop)).map((notice) => notice.params.status)).toEqual(['new', 'sent']);
  });
});
