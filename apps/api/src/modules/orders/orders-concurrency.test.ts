import { eq } from 'drizzle-orm';
import { testEngines } from '../../testing/test-databases';
import {
  createProjectBotTestApp,
  SALON_BOT,
  type ProjectBotTestApp,
} from '../project-bot/project-bot-testing';
import { customerHelpers, type Owner } from '../customers/customers-testing';
import { orders, productVariants } from '../../db/schema';
import { checkout, O, orderHelpers } from './orders-testing';

// PGlite has one connection, so requests cannot overlap there: the races are shown on PostgreSQL only. Each test
// fails when its guard is taken away (the conditional stock update, the conditional status update, the key lock).
const engines = testEngines.filter((engine) => engine === 'postgres');

describe.each(engines)('orders racing on %s', (engine) => {
  let t: ProjectBotTestApp;
  let o: ReturnType<typeof orderHelpers>;
  let shop: Owner;
  let stock: Awaited<ReturnType<ReturnType<typeof orderHelpers>['openShop']>>;
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine);
    o = orderHelpers(t);
    shop = await customerHelpers(t).ownerWithBot(SALON_BOT);
    stock = await o.openShop(shop, 3);
  });
  afterAll(() => t.dispose());

  const stockOf = async (id: string) =>
    (
      await t.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, id))
    )[0].stock;

  it('sells the last 3 units to exactly 3 of 20 buyers at once, and never below zero', async () => {
    const lastThree = stock.tee.variants[0].id as string;
    expect(await stockOf(lastThree)).toBe(3);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        o.place(shop.domain, checkout([{ variant_id: lastThree, quantity: 1 }])),
      ),
    );
    const placed = results.filter((result) => !result.errors);
    const refused = results.filter((result) => result.errors);
    expect(placed).toHaveLength(3);
    expect(refused.map((result) => result.errors[0].extensions.fields)).toEqual(
      Array(17).fill({ 'items[0].quantity': 'Not enough quantity' }),
    );
    expect(await stockOf(lastThree)).toBe(0);
    // Numbers run on without gaps or repeats.
    const numbers = placed
      .map((result) => result.data.place_order.number)
      .sort((a: number, b: number) => a - b);
    expect(new Set(numbers).size).toBe(3);
  });

  it('lets one of a cancel and a complete racing on one order win, and returns the stock at most once', async () => {
    const tote = stock.tote.variants[0].id as string;
    for (let round = 0; round < 5; round++) {
      const order = (await o.place(shop.domain, checkout([{ variant_id: tote, quantity: 2 }]))).data
        .place_order;
      const before = await stockOf(tote);
      const [cancel, complete] = await Promise.all([
        t.graphql(
          O.status,
          { project_id: shop.projectId, id: order.id, status: 'cancelled' },
          'en',
          shop.token,
        ),
        t.graphql(
          O.status,
          { project_id: shop.projectId, id: order.id, status: 'completed' },
          'en',
          shop.token,
        ),
      ]);
      const winners = [cancel, complete].filter((result) => !result.errors);
      expect(winners).toHaveLength(1);
      expect([cancel, complete].find((result) => result.errors)?.errors?.[0].extensions.code).toBe(
        'CONFLICT',
      );
      const [final] = await t.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(await stockOf(tote)).toBe((before ?? 0) + (final.status === 'cancelled' ? 2 : 0));
    }
  });

  it('stores a checkout sent twice at once as one order', async () => {
    const tote = stock.tote.variants[0].id as string;
    const before = await stockOf(tote);
    const input = checkout([{ variant_id: tote, quantity: 1 }]);
    const results = await Promise.all([
      o.place(shop.domain, input),
      o.place(shop.domain, input),
      o.place(shop.domain, input),
    ]);
    const ids = new Set(results.map((result) => result.data?.place_order.id));
    expect(results.every((result) => !result.errors)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await stockOf(tote)).toBe((before ?? 0) - 1);
  });
});
