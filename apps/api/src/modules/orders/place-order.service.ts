import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { checkoutSchema, validateWith, validationMessages } from '@donut/validation';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { orderHistory, orderItems, orders, type OrderDelivery } from '../../db/schema';
import type { CustomerPrincipal } from '../../core/principal';
import type { Platform } from '../../core/platform';
import { DomainError, invalidInput } from '../../core/domain-error';
import { translate } from '../../i18n/translate';
import { applicationCustomer } from '../applications/application-customer';
import { normalizePhone } from '../customers/customer-contacts';
import { projectCurrency } from '../catalogue/catalogue-fields';
import { recordDomainEvent } from '../events/record-event';
import { removeOrderedLines } from './cart.service';
import { priceLines, takeStock, type PricedLine } from './order-lines';
import { findOrder, orderByKey, type FullOrder, type OrderItemRow } from './order-read';
import { publicShopSite, type PublicShopSite } from './shop-site';
import { customerDiscountPercent } from './checkout-options';
import { loadShopSettings, orderNumbering, type DeliveryMethodRow } from './shop-settings.service';

/** At most 10 orders per IP address in 10 minutes: a family's shopping, not a flood. */
export const PLACE_ORDER_LIMIT = { name: 'place-order', points: 10, durationSeconds: 600 };

export interface PlaceOrderRequest {
  domain: string;
  input: unknown;
  /** The signed-in customer, if any: theirs only when their session is of this site's project. */
  customer: CustomerPrincipal | null;
  ip: string;
  language: string;
}

type Deps = Pick<Platform, 'db' | 'limiters'> & { locale: Locale };
type Checkout = NonNullable<ReturnType<typeof parseCheckout>>;

function parseCheckout(input: unknown) {
  const result = validateWith(checkoutSchema, input ?? {});
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

/** The delivery as the order keeps it: its name in the order's language, and where to. */
function orderDelivery(found: PublicShopSite, method: DeliveryMethodRow, checkout: Checkout): OrderDelivery {
  const { site, language } = found;
  const texts = method.texts[language] ?? method.texts[site.defaultLanguage];
  const name = texts?.name ?? translate(language as Locale, `api.orders.delivery.${method.kind}`);
  if (method.kind !== 'pickup') return { kind: method.kind, name, address: checkout.address ?? '' };
  const point = site.addresses.find((address) => address.id === checkout.pickup_address_id);
  if (!point) throw invalidInput({ pickup_address_id: validationMessages.invalid });
  return { kind: 'pickup', name, address: `${point.title}, ${point.address}` };
}

/** The amounts of an order: items, the personal discount on them, and delivery (free from the courier's amount). */
export function orderTotals(
  lines: readonly PricedLine[],
  discountPercent: number,
  method: DeliveryMethodRow,
) {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const discount = Math.floor((subtotal * discountPercent) / 100);
  const isFree = method.freeFromMinor !== null && subtotal - discount >= method.freeFromMinor;
  const delivery = isFree ? 0 : method.priceMinor;
  return { subtotal, discount, delivery, total: subtotal - discount + delivery };
}

/** Makes checkouts with the same key wait for each other, so the second finds the first's order. */
async function lockCheckoutKey(tx: Db, projectId: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`orders:${projectId}:${key}`}, 0))`);
}

/**
 * PlaceOrder: checks the site, the checkout by the shared schema, a repeated key (answered with the first order),
 * the delivery and payment the shop offers and the per-IP allowance; then in one transaction finds or makes the
 * customer, prices the lines, takes the stock, numbers the order and writes it with its lines, its first history
 * entry and the `order.placed` event. Anything refused leaves nothing behind.
 */
export async function placeOrder(deps: Deps, request: PlaceOrderRequest) {
  const found = await publicShopSite(deps.db, request.domain, request.language);
  if (!found) throw new DomainError('NOT_FOUND', 'api.orders.shop-not-found');
  const { project, language } = found;
  const checkout = parseCheckout(request.input);
  const customer = request.customer?.projectId === project.id ? request.customer : null;
  const earlier = await orderByKey(deps.db, project.id, checkout.idempotency_key);
  if (earlier) return findOrder(deps.db, project.id, earlier);

  const settings = await loadShopSettings(deps.db, project.id);
  const method = settings.deliveries.find((item) => item.kind === checkout.delivery_kind && item.isEnabled);
  if (!method) throw invalidInput({ delivery_kind: validationMessages.deliveryUnavailable });
  const delivery = orderDelivery(found, method, checkout);
  const currency = (await projectCurrency(deps.db, project)).code;
  // Online needs the shop's consent and a currency to charge in, as the checkout's options offer it.
  if (checkout.payment_method === 'online' && !(settings.onlinePaymentEnabled && currency))
    throw invalidInput({ payment_method: validationMessages.invalid });

  const admission = await deps.limiters.take(PLACE_ORDER_LIMIT, request.ip);
  if (!admission.allowed)
    throw new DomainError('RATE_LIMITED', 'api.orders.rate-limited', {
      seconds: admission.retryAfterSeconds,
    });

  const placed = await deps.db.transaction(async (tx): Promise<FullOrder | string> => {
    await lockCheckoutKey(tx, project.id, checkout.idempotency_key);
    const again = await orderByKey(tx, project.id, checkout.idempotency_key);
    if (again) return again;
    const buyer = await applicationCustomer(tx, project, {
      customerId: customer?.customerId ?? null,
      name: checkout.name,
      phone: checkout.phone,
      email: checkout.email ?? null,
      language,
      channel: customer?.inMiniApp ? 'telegram' : 'web',
    });
    const discountPercent = buyer ? await customerDiscountPercent(tx, buyer.id) : 0;
    const wanted = checkout.items.map((item) => ({ variantId: item.variant_id, quantity: item.quantity }));
    const lines = await priceLines(tx, project.id, wanted, language);
    await takeStock(tx, project.id, lines);
    const totals = orderTotals(lines, discountPercent, method);
    const isOnline = checkout.payment_method === 'online';
    const orderId = randomUUID();
    // Everything that does not need the order's number comes first: numbering locks the shop's counter row until
    // the commit, so the checkouts of one shop go one at a time from there. The number, the order, its lines and its
    // history are then one statement (data-modifying CTEs) that returns the order: the row is locked for that statement
    // and the commit only, not for four round trips through a busy event loop, and the order needs no reading back.
    const holder = customer ? { customerId: customer.customerId } : { token: checkout.cart_token ?? null };
    await removeOrderedLines(
      tx,
      project.id,
      holder,
      lines.map((line) => line.variantId),
    );
    await recordDomainEvent(tx, { projectId: project.id, kind: 'order.placed', subjectId: orderId });
    const itemRows: OrderItemRow[] = lines.map((line, position) => ({
      projectId: project.id,
      orderId,
      position,
      variantId: line.variantId,
      productId: line.productId,
      name: line.name,
      optionValues: line.optionValues,
      sku: line.sku,
      unitPriceMinor: line.unitPriceMinor,
      regularPriceMinor: line.regularPriceMinor,
      quantity: line.quantity,
    }));
    const numbered = tx.$with('numbered', {}).as(orderNumbering(tx, project.id).getSQL());
    const placedItems = tx.$with('placed_items', {}).as(tx.insert(orderItems).values(itemRows).getSQL());
    const placedHistory = tx
      .$with('placed_history', {})
      .as(
        tx
          .insert(orderHistory)
          .values({ projectId: project.id, orderId, kind: 'placed', status: 'new' })
          .getSQL(),
      );
    const [order] = await tx
      .with(numbered, placedItems, placedHistory)
      .insert(orders)
      .values({
        projectId: project.id,
        id: orderId,
        number: sql`(select last_order_number from numbered)`,
        customerId: buyer?.id ?? null,
        paymentMethod: checkout.payment_method,
        payBy: isOnline ? new Date(Date.now() + settings.paymentWindowMinutes * 60_000) : null,
        contactName: checkout.name,
        contactPhone: normalizePhone(checkout.phone),
        contactEmail: checkout.email ?? null,
        comment: checkout.comment ?? null,
        delivery,
        currency,
        subtotalMinor: totals.subtotal,
        discountPercent,
        discountMinor: totals.discount,
        deliveryMinor: totals.delivery,
        totalMinor: totals.total,
        language,
        channel: customer?.inMiniApp ? 'telegram' : 'web',
        idempotencyKey: checkout.idempotency_key,
      })
      .returning();
    return { ...order, items: itemRows, history: [] };
  });
  return typeof placed === 'string' ? findOrder(deps.db, project.id, placed) : placed;
}
