import type { Client } from 'graphql-ws';
import { translate } from '../../i18n/translate';
import type { TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { checkout, O, orderHelpers } from '../orders/orders-testing';
import { ownerWithProject, recordCommitted, type TestProject } from './events-testing';
import {
  eventually,
  subscribe as subscribeTo,
  subscriptionServer,
  twoInstances,
} from './subscription-testing';

const FIELDS =
  'id number status payment_status total_minor contact_name items { name quantity } history { kind status }';
const SUBSCRIPTION = `subscription($project_id: ID!) { order_changed(project_id: $project_id) { ${FIELDS} } }`;
const ORDER = `query($project_id: ID!, $id: ID!) { order(project_id: $project_id, id: $id) { ${FIELDS} } }`;

const subscribe = (client: Client, projectId: string) =>
  subscribeTo(client, SUBSCRIPTION, { project_id: projectId });

interface Shop extends TestProject {
  toteId: string;
}

/** The owner as the orders' helpers take one. */
const asOwner = (project: TestProject) => ({
  token: project.ownerToken,
  projectId: project.projectId,
  domain: project.domain,
});

/** A new owner's open shop with a tote in stock. */
async function openShop(app: TestApp): Promise<Shop> {
  const owner = await ownerWithProject(app);
  const stock = await orderHelpers(app).openShop(asOwner(owner));
  return { ...owner, toteId: stock.tote.variants[0].id };
}

/** A customer places an order on the shop's site; the outbox is delivered as the job would. */
async function placeOrder(app: TestApp, shop: Shop, name = 'Nino Beridze') {
  const placed = await orderHelpers(app).place(
    shop.domain,
    checkout([{ variant_id: shop.toteId, quantity: 1 }], { name }),
  );
  expect(placed.errors).toBeUndefined();
  await app.app.donut.services.events.deliverPending();
  return placed.data.place_order as { id: string; number: number };
}

describe.each(testEngines)('order_changed over WebSocket on %s', (engine) => {
  // A deadline the shop's set-up fits in on a busy machine; the subscription must still outlive it.
  const server = subscriptionServer(engine, 1000);
  const connect = server.connect;
  let t: TestApp;
  let alice: Shop;
  let bob: Shop;
  beforeAll(async () => {
    t = server.t;
    alice = await openShop(t);
    bob = await openShop(t);
  });

  /** The order as the owner's `Query.order` answers it now. */
  async function ownerReads(shop: Shop, id: string) {
    const read = await t.graphql(ORDER, { project_id: shop.projectId, id }, 'en', shop.ownerToken);
    expect(read.errors).toBeUndefined();
    return read.data.order;
  }

  it("brings the owner each order of their project as it is placed and moves, as Query.order reads it, and no other project's", async () => {
    const received = subscribe(connect(alice.ownerToken), alice.projectId);
    await received.started;

    await placeOrder(t, bob, 'Someone else');
    const first = await placeOrder(t, alice);
    await eventually(() => expect(received.next).toHaveLength(1));
    const placed = await ownerReads(alice, first.id);
    // The connection outlives the execution deadline of a request: later events are read all the same.
    await new Promise((resolve) => setTimeout(resolve, server.deadlineMs + 100));
    await orderHelpers(t).ok(asOwner(alice), O.status, { id: first.id, status: 'confirmed' });
    await t.app.donut.services.events.deliverPending();
    await eventually(() => expect(received.next).toHaveLength(2));
    const confirmed = await ownerReads(alice, first.id);
    const second = await placeOrder(t, alice, 'Tamar Gelashvili');

    await eventually(() => expect(received.next).toHaveLength(3));
    expect(received.error).toBeNull();
    expect(received.next).toEqual(
      [placed, confirmed, await ownerReads(alice, second.id)].map((order) => ({
        data: { order_changed: order },
      })),
    );
    expect(placed).toMatchObject({ id: first.id, status: 'new', contact_name: 'Nino Beridze' });
    expect(confirmed).toMatchObject({
      id: first.id,
      status: 'confirmed',
      history: [
        { kind: 'placed', status: 'new' },
        { kind: 'status', status: 'confirmed' },
      ],
    });
  });

  it('brings the order again when its online payment lands (order.paid)', async () => {
    const order = await placeOrder(t, alice);
    const received = subscribe(connect(alice.ownerToken), alice.projectId);
    await received.started;

    // What the provider's webhook does in its transaction (order-payments.service.ts): the order paid, the event.
    await orderHelpers(t).ok(asOwner(alice), O.payment, { id: order.id, payment_status: 'paid' });
    await recordCommitted(t.db, { projectId: alice.projectId, kind: 'order.paid', subjectId: order.id });
    await t.app.donut.services.events.deliverPending();

    await eventually(() => expect(received.next).toHaveLength(1));
    expect(received.next).toEqual([{ data: { order_changed: await ownerReads(alice, order.id) } }]);
    expect(received.next[0]).toMatchObject({ data: { order_changed: { payment_status: 'paid' } } });
  });

  it("refuses another owner's project before anything is subscribed, and tells them nothing of it", async () => {
    const refused = subscribe(connect(bob.ownerToken), alice.projectId);
    const own = subscribe(connect(bob.ownerToken), bob.projectId);
    await Promise.all([refused.started, own.started]);
    await placeOrder(t, alice);

    await eventually(() => expect(refused.error).not.toBeNull());
    expect(refused.error).toEqual([
      expect.objectContaining({
        message: translate('en', 'api.error.not-found'),
        extensions: { code: 'NOT_FOUND' },
      }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refused.next).toEqual([]);
    expect(own.error).toBeNull();
    expect(own.next).toEqual([]);
  });

  it('checks the arguments as every operation does', async () => {
    const received = subscribe(connect(alice.ownerToken), 'not-a-uuid');
    await eventually(() => expect(received.error).not.toBeNull());
    expect(received.error).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('order_changed across two API instances on one Redis', () => {
  let instances: Awaited<ReturnType<typeof twoInstances>> | undefined;
  afterAll(() => instances?.close());

  it('reaches a subscriber of instance B when instance A delivers the new order', async () => {
    instances = await twoInstances(process.env.TEST_REDIS_URL as string);
    const { a } = instances;
    const shop = await openShop(a);
    const received = subscribe(instances.connectToB(shop.ownerToken), shop.projectId);
    await received.started;

    const order = await placeOrder(a, shop, 'Tamar Gelashvili');

    await eventually(() => expect(received.next).toHaveLength(1));
    expect(received.next[0]).toMatchObject({
      data: { order_changed: { id: order.id, number: order.number, contact_name: 'Tamar Gelashvili' } },
    });
  });
});
