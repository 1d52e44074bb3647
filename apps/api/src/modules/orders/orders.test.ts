import { and, eq } from 'drizzle-orm';
import { testEngines } from '../../testing/test-databases';
import {
  CAFE_BOT,
  createProjectBotTestApp,
  SALON_BOT,
  type ProjectBotTestApp,
} from '../project-bot/project-bot-testing';
import { customerHelpers, type Owner } from '../customers/customers-testing';
import { currencies, customers, domainEvents, orders, productVariants, projects } from '../../db/schema';
import { P } from '../shop/shop-testing';
import { cancelOverdueOrders } from './order-status.service';
import { checkout, O, orderHelpers } from './orders-testing';

interface Variant {
  id: string;
  stock: number | null;
}

describe.each(testEngines)("the shop's orders on %s", (engine) => {
  let t: ProjectBotTestApp;
  let h: ReturnType<typeof customerHelpers>;
  let o: ReturnType<typeof orderHelpers>;
  let shop: Owner;
  let other: Owner;
  let stock: Awaited<ReturnType<ReturnType<typeof orderHelpers>['openShop']>>;
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine);
    h = customerHelpers(t);
    o = orderHelpers(t);
    shop = await h.ownerWithBot(SALON_BOT);
    other = await h.ownerWithBot(CAFE_BOT);
    // Online payment is offered in a currency: the shop charges in lari.
    const [lari] = await t.db
      .select({ id: currencies.id })
      .from(currencies)
      .where(eq(currencies.code, 'GEL'));
    await t.db.update(projects).set({ currencyId: lari.id }).where(eq(projects.id, shop.projectId));
    stock = await o.openShop(shop, 3);
  });
  afterAll(() => t.dispose());

  const variantStock = async (id: string) =>
    (
      await t.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, id))
    )[0].stock;
  const fieldErrors = (result: { errors?: Array<{ extensions?: { fields?: Record<string, string> } }> }) =>
    result.errors?.[0]?.extensions?.fields;

  it('offers the shop’s deliveries and payments in the site’s language', async () => {
    const options = (await t.graphql(O.options, { domain: shop.domain }, 'ka')).data.checkout_options;
    expect(options.deliveries).toEqual([
      { kind: 'pickup', name: 'ადგილზე აღება', description: null, price_minor: 0, free_from_minor: null },
      // Its own English texts, the site's default language, for a Georgian reader without Georgian ones.
      {
        kind: 'courier',
        name: 'Courier in Tbilisi',
        description: 'Within a day',
        price_minor: 500,
        free_from_minor: 10_000,
      },
    ]);
    expect(options.pickup_addresses).toEqual([
      { id: stock.pickupAddressId, title: 'Vake', address: '12 Chavchavadze Ave' },
    ]);
    expect(options.payment_methods).toEqual(['cash_on_receipt', 'card_on_receipt', 'online']);
    expect(options.discount_percent).toBe(0);
  });

  it('places a visitor’s order at the catalogue’s prices, takes the stock and numbers it', async () => {
    const [tee] = stock.tee.variants as Variant[];
    const discounted = stock.tee.variants[2] as Variant;
    const before = await variantStock(tee.id);
    const input = checkout([
      { variant_id: tee.id, quantity: 1 },
      { variant_id: discounted.id, quantity: 2 },
    ]);
    const placed = await o.place(shop.domain, input);
    expect(placed.errors).toBeUndefined();
    const order = placed.data.place_order;
    expect(order).toMatchObject({
      number: 1,
      status: 'new',
      payment_method: 'cash_on_receipt',
      payment_status: 'unpaid',
      pay_by: null,
      contact_phone: '+995555123456',
      delivery: { kind: 'courier', name: 'Courier in Tbilisi', address: '5 Rustaveli Ave, Tbilisi' },
      subtotal_minor: 4500 + 2 * 3990,
      discount_minor: 0,
      // 124.80 is over the courier's 100: delivery is free.
      delivery_minor: 0,
      total_minor: 4500 + 2 * 3990,
      channel: 'web',
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        variant_id: tee.id,
        name: 'Linen tee',
        option_values: ['S', 'Sand'],
        quantity: 1,
      }),
      expect.objectContaining({
        unit_price_minor: 3990,
        regular_price_minor: 4500,
        quantity: 2,
        total_minor: 7980,
      }),
    ]);
    expect(await variantStock(tee.id)).toBe((before ?? 0) - 1);
    // The visitor became the project's customer of that phone, and the owner's side hears of it.
    const [buyer] = await t.db.select().from(customers).where(eq(customers.id, order.customer_id));
    expect(buyer).toMatchObject({ phone: '+995555123456', name: 'Nino Beridze' });
    const events = await t.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectId, order.id), eq(domainEvents.kind, 'order.placed')));
    expect(events).toHaveLength(1);

    // The same checkout again is the same order, and takes nothing more.
    const again = await o.place(shop.domain, input);
    expect(again.data.place_order).toMatchObject({ id: order.id, number: 1 });
    expect(await variantStock(tee.id)).toBe((before ?? 0) - 1);
    expect(
      (await o.place(shop.domain, checkout([{ variant_id: tee.id, quantity: 1 }]))).data.place_order.number,
    ).toBe(2);
  });

  it('refuses a line asking for more than is left, a hidden product and a switched-off delivery, leaving nothing', async () => {
    const tote = stock.tote.variants[0] as Variant;
    const before = await variantStock(tote.id);
    const count = async () =>
      (await t.db.select().from(orders).where(eq(orders.projectId, shop.projectId))).length;
    const ordersBefore = await count();
    const tooMany = await o.place(
      shop.domain,
      checkout([
        { variant_id: tote.id, quantity: 1 },
        { variant_id: stock.tee.variants[1].id, quantity: 1 },
      ]),
      { language: 'ru' },
    );
    // The second line (stock 0) is refused: the first line's unit is given back with the rollback.
    expect(fieldErrors(tooMany)).toEqual({ 'items[1].quantity': 'Недостаточное количество' });
    expect(await variantStock(tote.id)).toBe(before);
    const post = await o.place(
      shop.domain,
      checkout([{ variant_id: tote.id, quantity: 1 }], { delivery_kind: 'post' }),
    );
    expect(fieldErrors(post)).toEqual({
      delivery_kind: 'This delivery method is not available. Choose another one.',
    });
    const noAddress = await o.place(
      shop.domain,
      checkout([{ variant_id: tote.id, quantity: 1 }], { address: '' }),
    );
    expect(fieldErrors(noAddress)).toEqual({ address: 'This field is required' });
    const hidden = await t.graphql(
      P.create,
      {
        project_id: shop.projectId,
        input: { name: 'Secret', is_visible: false, variants: [{ price: '1' }] },
      },
      'en',
      shop.token,
    );
    const gone = await o.place(
      shop.domain,
      checkout([{ variant_id: hidden.data.create_product.variants[0].id, quantity: 1 }]),
    );
    expect(fieldErrors(gone)).toEqual({
      'items[0].variant_id': 'This product is no longer sold. Remove it from the cart.',
    });
    const foreign = await o.place(other.domain, checkout([{ variant_id: tote.id, quantity: 1 }]));
    expect(foreign.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await count()).toBe(ordersBefore);
  });

  it('moves an order through its statuses, refuses a move its status does not allow, and returns stock once', async () => {
    const tote = stock.tote.variants[0] as Variant;
    const placed = (
      await o.place(
        shop.domain,
        checkout([{ variant_id: tote.id, quantity: 2 }], {
          delivery_kind: 'pickup',
          address: null,
          pickup_address_id: stock.pickupAddressId,
        }),
      )
    ).data.place_order;
    expect(placed.delivery).toEqual({ kind: 'pickup', name: 'Pickup', address: 'Vake, 12 Chavchavadze Ave' });
    const before = await variantStock(tote.id);
    const confirmed = await o.ok(shop, O.status, { id: placed.id, status: 'confirmed' });
    expect(confirmed.status).toBe('confirmed');
    const ready = await o.ok(shop, O.status, { id: placed.id, status: 'ready_for_pickup' });
    expect(ready.history.map((entry: { status: string }) => entry.status)).toEqual([
      'new',
      'confirmed',
      'ready_for_pickup',
    ]);
    const back = await t.graphql(
      O.status,
      { project_id: shop.projectId, id: placed.id, status: 'new' },
      'en',
      shop.token,
    );
    expect(back.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(back.errors?.[0].message).toContain('ready for pickup');
    const cancelled = await o.ok(shop, O.status, { id: placed.id, status: 'cancelled' });
    expect(cancelled.status).toBe('cancelled');
    expect(await variantStock(tote.id)).toBe((before ?? 0) + 2);
    const twice = await t.graphql(
      O.status,
      { project_id: shop.projectId, id: placed.id, status: 'cancelled' },
      'en',
      shop.token,
    );
    expect(twice.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(await variantStock(tote.id)).toBe((before ?? 0) + 2);

    const paid = (await o.place(shop.domain, checkout([{ variant_id: tote.id, quantity: 1 }]))).data
      .place_order;
    const marked = await o.ok(shop, O.payment, { id: paid.id, payment_status: 'paid' });
    expect(marked).toMatchObject({ payment_status: 'paid', status: 'new' });
    const noted = await o.ok(shop, O.note, { id: paid.id, text: 'Gift wrap, please' });
    expect(noted.history.at(-1)).toMatchObject({ kind: 'note', text: 'Gift wrap, please' });
    const completed = await o.ok(shop, O.status, { id: paid.id, status: 'completed' });
    expect(completed.status).toBe('completed');
    expect(
      (
        await t.graphql(
          O.status,
          { project_id: shop.projectId, id: paid.id, status: 'cancelled' },
          'en',
          shop.token,
        )
      ).errors?.[0].extensions.code,
    ).toBe('CONFLICT');
  });

  it('cancels an unpaid online order past its window once, and leaves a paid one', async () => {
    const tote = stock.tote.variants[0] as Variant;
    const unpaid = (
      await o.place(
        shop.domain,
        checkout([{ variant_id: tote.id, quantity: 1 }], { payment_method: 'online' }),
      )
    ).data.place_order;
    const paid = (
      await o.place(
        shop.domain,
        checkout([{ variant_id: tote.id, quantity: 1 }], { payment_method: 'online' }),
      )
    ).data.place_order;
    expect(new Date(unpaid.pay_by).getTime() - new Date(unpaid.created_at).getTime()).toBeGreaterThan(
      29 * 60_000,
    );
    await o.ok(shop, O.payment, { id: paid.id, payment_status: 'paid' });
    const before = await variantStock(tote.id);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await cancelOverdueOrders(t.db, later)).toBe(1);
    expect(await cancelOverdueOrders(t.db, later)).toBe(0);
    expect((await o.ok(shop, O.one, { id: unpaid.id })).status).toBe('cancelled');
    expect((await o.ok(shop, O.one, { id: paid.id })).status).toBe('new');
    expect(await variantStock(tote.id)).toBe((before ?? 0) + 1);
  });

  it('lists, finds and counts the owner’s orders, and a customer sees only their own with their discount', async () => {
    const user = { id: 7_200_000_001, first_name: 'Giorgi', language_code: 'en' };
    const customer = await h.customerOf(shop, SALON_BOT, user);
    const [row] = await t.db.select().from(customers).where(eq(customers.telegramUserId, user.id));
    await t.db
      .update(customers)
      .set({ discountPercent: 10, phone: '+995599000111' })
      .where(eq(customers.id, row.id));
    const tote = stock.tote.variants[0] as Variant;
    const options = await t.graphql(O.options, { domain: shop.domain }, 'en', customer.access);
    expect(options.data.checkout_options.discount_percent).toBe(10);
    const mine = (
      await o.place(
        shop.domain,
        checkout([{ variant_id: tote.id, quantity: 4 }], { phone: '+995599000111', name: 'Giorgi' }),
        {
          token: customer.access,
        },
      )
    ).data.place_order;
    // 4 × 30 = 120, less 10% = 108: over the courier's 100, so delivery is free.
    expect(mine).toMatchObject({
      customer_id: row.id,
      subtotal_minor: 12_000,
      discount_minor: 1200,
      delivery_minor: 0,
      total_minor: 10_800,
    });
    const list = (await t.graphql(O.mine, {}, 'en', customer.access)).data.customer_order_list;
    expect(list.list.map((order: { id: string }) => order.id)).toEqual([mine.id]);
    const theirs = (await o.ok(shop, O.list, { limit: 1 })).list[0];
    expect(theirs.id).toBe(mine.id);
    const someoneElses = (await o.ok(shop, O.list, { search: 'Nino' })).list[0];
    expect(
      (await t.graphql(O.myOne, { id: someoneElses.id }, 'en', customer.access)).errors?.[0].extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await o.ok(shop, O.list, { search: `#${mine.number}` })).list.map((order: { id: string }) => order.id),
    ).toEqual([mine.id]);
    expect((await o.ok(shop, O.list, { filter: { customer_id: row.id } })).meta.total).toBe(1);
    expect(
      (await o.ok(shop, O.list, { filter: { status: 'cancelled' } })).list.every(
        (order: { status: string }) => order.status === 'cancelled',
      ),
    ).toBe(true);
    expect((await o.ok(shop, O.list, { filter: { delivery_kind: 'pickup' } })).meta.total).toBe(1);
    const counts = await o.ok(shop, O.counts);
    expect(counts.find((entry: { status: string }) => entry.status === 'new').count).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('never lets another owner, a customer of another project or a visitor reach the orders', async () => {
    const order = (await o.ok(shop, O.list, { limit: 1 })).list[0];
    const asOther = (query: string, variables: Record<string, unknown>) =>
      t.graphql(query, { project_id: shop.projectId, ...variables }, 'en', other.token);
    for (const [query, variables] of [
      [O.list, {}],
      [O.one, { id: order.id }],
      [O.counts, {}],
      [O.settings, {}],
      [O.status, { id: order.id, status: 'confirmed' }],
      [O.payment, { id: order.id, payment_status: 'paid' }],
      [O.note, { id: order.id, text: 'x' }],
      [
        O.saveSettings,
        { input: { deliveries: [], online_payment_enabled: false, payment_window_minutes: 60 } },
      ],
    ] as const) {
      expect((await asOther(query, variables)).errors?.[0].extensions.code).toBe('NOT_FOUND');
      const visitor = await t.graphql(query, { project_id: shop.projectId, ...variables }, 'en');
      expect(visitor.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const stranger = await h.customerOf(other, CAFE_BOT);
    expect(
      (await t.graphql(O.myOne, { id: order.id }, 'en', stranger.access)).errors?.[0].extensions.code,
    ).toBe('NOT_FOUND');
    expect((await t.graphql(O.mine, {}, 'en', stranger.access)).data.customer_order_list.meta.total).toBe(0);
    expect((await t.graphql(O.mine, {}, 'en', shop.token)).errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await o.ok(shop, O.one, { id: order.id })).status).toBe(order.status);
  });
});
