// Checkout under load (issue 15): 50 buyers at once, each buying its own product of one shop, on Postgres; then the
// database is read back to prove that every order was written once and took exactly its stock.
import pg from 'pg';
import { GET_CHECKOUT_OPTIONS, PLACE_ORDER, seedShop } from './fixtures.mjs';
import { measure } from './load.mjs';
import { ms, percent, row, rps } from './report.mjs';

export const BUYERS = 50;
/** Units of each product: more than any run can sell (PRODUCT_STOCK_MAX is 1,000,000). */
const STOCK = 100_000;
const ROUNDS = 2;
const SECONDS = 5;
/**
 * PlaceOrder sends 4× the statements of the read (24, its transaction's begin and commit included, against 6; counted
 * with log_statement on the bench's database at issue 15): an order that costs only its statements reaches a quarter
 * of the read's throughput, and its slowest answers wait at most four times as long. Argued in the notes.
 */
const GOALS = { throughput: 0.25, tail: 4 };

/** A client address of its own for every request, 10.0.0.1 upward: the bench's visitors, behind a trusted proxy. */
function addresses() {
  let next = 0;
  return () => {
    next++;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

/**
 * Load from BUYERS connections, each one buyer (autocannon's `setupClient` gives each its own requests): `body(buyer)`
 * makes each request's `{ payload, ... }`, sent from the next address, and `answered(sent, status, text)` reads
 * each answer. The warm-up and the run both call `setupClient`, so both have the same BUYERS buyers.
 */
function buyersLoad(apiUrl, nextAddress, body, answered, settle) {
  let connections = 0;
  return {
    settle,
    url: `${apiUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': 'en' },
    connections: BUYERS,
    seconds: SECONDS,
    setupClient(client) {
      const buyer = connections++ % BUYERS;
      // One request in flight per connection: the body built last is the one answered next.
      let sent = null;
      client.setRequests([
        {
          setupRequest(request) {
            sent = body(buyer);
            return {
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
              body: JSON.stringify(sent.payload),
            };
          },
          onResponse: (status, text) => answered(sent, status, text),
        },
      ]);
    },
  };
}

/** The first GraphQL error's code, or the HTTP status, of an answer that is not the expected data. */
function refusal(status, text) {
  try {
    const json = JSON.parse(text);
    return json.errors?.[0]?.extensions?.code ?? json.errors?.[0]?.message ?? `HTTP ${status}`;
  } catch {
    return `HTTP ${status}, not JSON`;
  }
}

/**
 * Resolves once the requests autocannon left in flight have been worked through: the shop's order count has held
 * still for a second (a read left in flight is over well before).
 */
async function settled(client, projectId) {
  const count = async () =>
    (await client.query('select count(*)::int as n from orders where project_id = $1', [projectId])).rows[0]
      .n;
  for (let last = -1, now = await count(); now !== last;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    [last, now] = [now, await count()];
  }
}

/**
 * What the database holds after the load: each order once (its idempotency key and its number unique, numbered
 * 1..n), each one sent by the bench, each answered order there under the id it was answered with, one line each,
 * and every variant's stock down by exactly the units its lines sold. Resolves with the counts, or the problems.
 */
async function verify(client, shop, sentKeys, placed) {
  await settled(client, shop.projectId);
  const { rows: orders } = await client.query(
    'select id, number, idempotency_key from orders where project_id = $1 order by number',
    [shop.projectId],
  );
  const { rows: lines } = await client.query(
    'select order_id, variant_id, quantity from order_items where project_id = $1',
    [shop.projectId],
  );
  const { rows: variants } = await client.query(
    'select id, stock from product_variants where project_id = $1',
    [shop.projectId],
  );
  const problems = [];
  const keys = new Set(orders.map((order) => order.idempotency_key));
  if (keys.size !== orders.length) problems.push(`${orders.length - keys.size} idempotency keys twice`);
  if (orders.some((order, index) => order.number !== index + 1))
    problems.push('order numbers are not 1..n without gaps or repeats');
  const unknown = orders.filter((order) => !sentKeys.has(order.idempotency_key)).length;
  if (unknown) problems.push(`${unknown} orders with a key the bench never sent`);
  const byKey = new Map(orders.map((order) => [order.idempotency_key, order.id]));
  const missing = [...placed].filter(([key, id]) => byKey.get(key) !== id).length;
  if (missing) problems.push(`${missing} answered orders are not in the database as answered`);
  const linesPerOrder = new Map();
  const sold = new Map();
  for (const line of lines) {
    linesPerOrder.set(line.order_id, (linesPerOrder.get(line.order_id) ?? 0) + 1);
    sold.set(line.variant_id, (sold.get(line.variant_id) ?? 0) + line.quantity);
  }
  if (orders.some((order) => linesPerOrder.get(order.id) !== 1) || lines.length !== orders.length)
    problems.push(`${lines.length} lines for ${orders.length} orders (one each expected)`);
  const wrongStock = variants.filter((variant) => STOCK - variant.stock !== (sold.get(variant.id) ?? 0));
  if (wrongStock.length)
    problems.push(`${wrongStock.length} variants whose stock did not go down by the units sold`);
  const taken = variants.reduce((sum, variant) => sum + STOCK - variant.stock, 0);
  if (taken !== orders.length) problems.push(`stock went down by ${taken} for ${orders.length} orders`);
  const bought = variants.filter((variant) => (sold.get(variant.id) ?? 0) > 0).length;
  if (bought !== BUYERS) problems.push(`${bought} of ${BUYERS} products were bought`);
  return { orders: orders.length, taken, bought, problems };
}

/**
 * PlaceOrder (the checkout's order) against GetCheckoutOptions (the read the checkout page makes before it), both
 * from the same BUYERS connections of one shop on Postgres, in alternating rounds; then the database is checked.
 * The API must trust 127.0.0.1 as its proxy (TRUSTED_PROXIES): each request comes from an address of its own, as
 * 50 buyers' checkouts do, so the per-IP order limit (10 in 10 minutes) counts each without refusing the load.
 */
export async function checkoutFigures(apiUrl, databaseUrl) {
  const shop = await seedShop(apiUrl, { products: BUYERS, stock: STOCK });
  const run = Date.now().toString(36);
  const nextAddress = addresses();
  const sentKeys = new Set();
  /** Idempotency key → the order id it was answered with. */
  const placed = new Map();
  const refused = {};
  const refuse = (status, text) => {
    const reason = refusal(status, text);
    refused[reason] = (refused[reason] ?? 0) + 1;
  };
  let sequence = 0;
  const order = (buyer) => {
    const key = `bench-${run}-${sequence++}`;
    sentKeys.add(key);
    return {
      key,
      payload: {
        operationName: 'PlaceOrder',
        query: PLACE_ORDER,
        variables: {
          domain: shop.domain,
          input: {
            items: [{ variant_id: shop.products[buyer].variantIds[0], quantity: 1 }],
            name: `Bench buyer ${buyer + 1}`,
            phone: `+995 555 10 ${String(10 + Math.floor(buyer / 10))} ${String(10 + buyer).slice(-2)}`,
            delivery_kind: 'courier',
            address: '5 Rustaveli Ave, Tbilisi',
            payment_method: 'cash_on_receipt',
            idempotency_key: key,
          },
        },
      },
    };
  };
  const options = {
    payload: {
      operationName: 'GetCheckoutOptions',
      query: GET_CHECKOUT_OPTIONS,
      variables: { domain: shop.domain },
    },
  };
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const settle = () => settled(database, shop.projectId);
  const placeLoad = buyersLoad(
    apiUrl,
    nextAddress,
    order,
    (sent, status, text) => {
      const id = status === 200 ? JSON.parse(text).data?.place_order?.id : null;
      if (id) placed.set(sent.key, id);
      else refuse(status, text);
    },
    settle,
  );
  const readLoad = buyersLoad(
    apiUrl,
    nextAddress,
    () => options,
    (sent, status, text) => {
      if (status !== 200 || !JSON.parse(text).data?.checkout_options?.deliveries?.length)
        refuse(status, text);
    },
    settle,
  );
  const rounds = { place: [], read: [] };
  let check;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      rounds.read.push(await measure(readLoad));
      await settle();
      rounds.place.push(await measure(placeLoad));
      await settle();
    }
    check = await verify(database, shop, sentKeys, placed);
  } finally {
    await database.end();
  }
  const mean = (results, key) => results.reduce((sum, result) => sum + result[key], 0) / results.length;
  const place = { rps: mean(rounds.place, 'rps'), p99: mean(rounds.place, 'p99') };
  const read = { rps: mean(rounds.read, 'rps'), p99: mean(rounds.read, 'p99') };
  const requests = [...rounds.place, ...rounds.read];
  const dropped = requests.reduce((sum, result) => sum + result.failed, 0);
  // Each run (warm-up and measured) ends with up to one request per connection cut off in flight.
  const cutOff = check.orders - placed.size;
  if (cutOff < 0 || cutOff > BUYERS * ROUNDS * 2)
    check.problems.push(
      `${cutOff} orders written without an answer (at most ${BUYERS * ROUNDS * 2} expected)`,
    );
  const sound = check.problems.length === 0 && Object.keys(refused).length === 0;
  const throughput = place.rps / read.rps;
  const tail = place.p99 / read.p99;
  const baseline = (value) => `${value} (GetCheckoutOptions, same shop and connections)`;
  const label = `Checkout: PlaceOrder, ${BUYERS} buyers of ${BUYERS} products, Postgres`;
  const rows = [
    row(
      `${label}: throughput`,
      `${rps(place.rps)} (orders/s)`,
      baseline(rps(read.rps)),
      percent(throughput),
      `≥ ${percent(GOALS.throughput)} of the read`,
      sound && throughput >= GOALS.throughput,
    ),
    row(
      `${label}: p99`,
      ms(Math.round(place.p99)),
      baseline(ms(Math.round(read.p99))),
      `${tail.toFixed(2)}×`,
      `≤ ${GOALS.tail}× the read`,
      sound && tail <= GOALS.tail,
    ),
    row(
      'Checkout: every order written once, stock down by exactly the orders',
      `${check.orders} orders, stock down by ${check.taken}`,
      `${placed.size} answered with an order`,
      sound ? `checked (${check.bought} products bought)` : check.problems.join('; ') || 'refusals',
      'all of it',
      sound,
    ),
  ];
  const notes = [
    `Checkout goals (issue 15): PlaceOrder sends 19 statements (the shop and its settings, the key, then one transaction: the key's advisory lock, the customer, the prices, the stock, the cart's lines, the outbox event and NOTIFY, then one statement that numbers the order and writes it with its lines and history, commit) where GetCheckoutOptions sends 6 reads; an order that cost only its statements would reach ≥ ${percent(GOALS.throughput)} of the read's throughput with a p99 ≤ ${GOALS.tail}× the read's. Profiled at issue 15 (tools/bench/probe-checkout.mjs): the API spends the same ~0.3 ms per statement on both, but Postgres spends about twice as much per write statement as per read (foreign keys, indexes, WAL, one fdatasync per commit), so on two cores shared by the API, Postgres and the load an order costs 3.4–5× the read's CPU and these goals sit at the edge of the hardware. The shop's order number is no longer what limits it: taken in the statement that writes the order, its row lock is held for that statement and the commit, about 1 of the 10 pooled connections waits on it (4.5–5 before), and one shop's 50 buyers reached the same ratio as 50 buyers spread over 50 shops (35% and 31% in back-to-back probe runs).`,
    `Checkout (issue 15): one shop on Postgres with ${BUYERS} visible products of one variant each and ${STOCK.toLocaleString('en-US')} units of stock each, made through the API (tools/bench/fixtures.mjs). Each of ${BUYERS} autocannon connections is one buyer who orders one unit of their own product (courier, cash on receipt) with a fresh idempotency key per request, so the orders of one shop contend only where all orders do: the shop's order number (taken under the shop settings' row lock), the buyer's customer record and the order's own rows. The baseline is GetCheckoutOptions, the read the checkout page makes before it places the order, from the same connections on the same shop; ${ROUNDS} alternating rounds of ${SECONDS} s each, means reported.`,
    `For the checkout the Postgres API runs with TRUSTED_PROXIES=127.0.0.1 (production's setting behind a reverse proxy) and every request carries an X-Forwarded-For address of its own (10.x.y.z): the per-IP order limit (PLACE_ORDER_LIMIT, 10 in 10 minutes) still counts every order, but counts each for a different visitor, as a real crowd of buyers would be counted; nothing in the API is switched off. ${placed.size} orders were answered, ${check.orders} written (${cutOff} were still in flight when autocannon closed a run's connections, and were written without an answer read); the database was then read back: keys and order numbers unique (1..n), each order one line, each of the ${check.bought} products' stock down by exactly its units sold, ${check.taken} in all. Refusals: ${JSON.stringify(refused)}; requests without an answer: ${dropped}.`,
  ];
  return { rows, notes, place, read };
}
