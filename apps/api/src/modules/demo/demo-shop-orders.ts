import type { Db } from '../../db/database';
import {
  customers,
  deliveryMethods,
  orderHistory,
  orderItems,
  orders,
  shopSettings,
  type OrderDelivery,
  type OrderStatus,
  type PaymentMethod,
} from '../../db/schema';
import type { DemoSoldVariant } from './demo-shop-catalogue';

const DAY = 24 * 60 * 60 * 1000;
const COURIER: OrderDelivery = {
  kind: 'courier',
  name: 'Доставка курьером',
  address: 'ул. Шота Руставели, 12, кв. 4',
};
const PICKUP: OrderDelivery = {
  kind: 'pickup',
  name: 'Самовывоз',
  address: 'Магазин на Мтацминда, ул. Галактиона Табидзе, 3',
};
const POST: OrderDelivery = { kind: 'post', name: 'Доставка почтой', address: 'Батуми, ул. Горгиладзе, 51' };

interface DemoOrder {
  customer: number;
  lines: Array<[product: string, variant: number, quantity: number]>;
  delivery: OrderDelivery;
  deliveryMinor: number;
  payment: PaymentMethod;
  /** The statuses it went through, the last one current. */
  path: OrderStatus[];
  paid?: boolean;
  daysAgo: number;
  note?: string;
  comment?: string;
}

const SHOP_CUSTOMERS = [
  { name: 'Мариам Гелашвили', phone: '+995555200301', language: 'ka', discount: 0 },
  { name: 'Алексей Смирнов', phone: '+995555200302', language: 'ru', discount: 10 },
  {
    name: 'Emily Carter',
    phone: '+995555200303',
    language: 'en',
    discount: 0,
    email: 'emily.carter@example.com',
  },
  { name: 'Нодар Кикнадзе', phone: '+995555200304', language: 'ru', discount: 0 },
];

const ORDERS: DemoOrder[] = [
  {
    customer: 0,
    lines: [['Льняная футболка', 1, 1]],
    delivery: COURIER,
    deliveryMinor: 1000,
    payment: 'cash_on_receipt',
    path: ['new'],
    daysAgo: 0,
    comment: 'Позвоните за час, пожалуйста',
  },
  {
    customer: 2,
    lines: [
      ['Оксфордская рубашка', 1, 1],
      ['Кожаный ремень', 0, 1],
    ],
    delivery: PICKUP,
    deliveryMinor: 0,
    payment: 'card_on_receipt',
    path: ['new', 'confirmed'],
    daysAgo: 1,
  },
  {
    customer: 1,
    lines: [
      ['Льняная рубашка', 1, 1],
      ['Холщовая сумка', 0, 2],
    ],
    delivery: POST,
    deliveryMinor: 800,
    payment: 'cash_on_receipt',
    path: ['new', 'confirmed', 'sent'],
    daysAgo: 3,
    note: 'Трек-номер RR123456789GE',
  },
  {
    customer: 3,
    lines: [['Льняная футболка', 3, 2]],
    delivery: PICKUP,
    deliveryMinor: 0,
    payment: 'cash_on_receipt',
    path: ['new', 'confirmed', 'ready_for_pickup'],
    daysAgo: 2,
  },
  {
    customer: 0,
    lines: [['Оксфордская рубашка', 0, 1]],
    delivery: COURIER,
    deliveryMinor: 1000,
    payment: 'card_on_receipt',
    path: ['new', 'confirmed', 'sent', 'completed'],
    paid: true,
    daysAgo: 9,
  },
  {
    customer: 2,
    lines: [['Футболка с принтом «Тбилиси»', 1, 1]],
    delivery: COURIER,
    deliveryMinor: 1000,
    payment: 'cash_on_receipt',
    path: ['new', 'cancelled'],
    daysAgo: 6,
    note: 'Клиент передумал, размер закончился',
  },
  {
    customer: 1,
    lines: [
      ['Кожаный ремень', 0, 1],
      ['Льняная футболка', 5, 1],
    ],
    delivery: COURIER,
    deliveryMinor: 0,
    payment: 'cash_on_receipt',
    path: ['new', 'confirmed', 'sent', 'completed'],
    paid: true,
    daysAgo: 14,
  },
];

/**
 * The demo shop's settings (pickup, courier for 10 GEL free from 150, post for 8), four customers and seven orders in
 * every status with their histories. Stock is the catalogue's as seeded (these orders are past sales).
 */
export async function seedDemoShopOrders(
  db: Db,
  project: { id: string; ownerId: string },
  variants: Map<string, DemoSoldVariant[]>,
  now = new Date(),
) {
  const projectId = project.id;
  await db
    .insert(shopSettings)
    // Online payment on: in development the sandbox provider takes it, so the demo shop can be paid end to end.
    .values({ projectId, onlinePaymentEnabled: true, lastOrderNumber: ORDERS.length });
  await db.insert(deliveryMethods).values([
    {
      projectId,
      kind: 'pickup',
      isEnabled: true,
      texts: { ru: { name: 'Самовывоз из магазина', description: 'Заказ ждёт вас три дня' } },
    },
    {
      projectId,
      kind: 'courier',
      isEnabled: true,
      priceMinor: 1000,
      freeFromMinor: 15_000,
      texts: {
        ru: { name: 'Курьер по Тбилиси', description: 'На следующий день' },
        en: { name: 'Courier in Tbilisi', description: 'Next day' },
        ka: { name: 'კურიერი თბილისში', description: 'მეორე დღეს' },
      },
    },
    { projectId, kind: 'post', isEnabled: true, priceMinor: 800, texts: {} },
  ]);
  const customerIds: string[] = [];
  for (const demo of SHOP_CUSTOMERS) {
    const [row] = await db
      .insert(customers)
      .values({
        projectId,
        name: demo.name,
        phone: demo.phone,
        email: demo.email ?? null,
        language: demo.language,
        source: 'web',
        discountPercent: demo.discount,
      })
      .returning({ id: customers.id });
    customerIds.push(row.id);
  }
  for (const [index, demo] of ORDERS.entries()) {
    const customer = SHOP_CUSTOMERS[demo.customer];
    const placedAt = new Date(now.getTime() - demo.daysAgo * DAY - (index + 1) * 37 * 60_000);
    const lines = demo.lines.map(([name, at, quantity]) => {
      const variant = (variants.get(name) ?? [])[at];
      return { variant, quantity, unit: variant.discount ?? variant.price, name };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
    const discount = Math.floor((subtotal * customer.discount) / 100);
    const status = demo.path[demo.path.length - 1];
    const [order] = await db
      .insert(orders)
      .values({
        projectId,
        number: index + 1,
        customerId: customerIds[demo.customer],
        status,
        paymentMethod: demo.payment,
        paymentStatus: demo.paid ? 'paid' : 'unpaid',
        contactName: customer.name,
        contactPhone: customer.phone,
        contactEmail: customer.email ?? null,
        comment: demo.comment ?? null,
        delivery: demo.delivery,
        currency: 'GEL',
        subtotalMinor: subtotal,
        discountPercent: customer.discount,
        discountMinor: discount,
        deliveryMinor: demo.deliveryMinor,
        totalMinor: subtotal - discount + demo.deliveryMinor,
        language: customer.language,
        channel: index % 2 ? 'telegram' : 'web',
        idempotencyKey: `demo-order-${index + 1}`,
        stockReturnedAt: status === 'cancelled' ? placedAt : null,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      lines.map((line, position) => ({
        projectId,
        orderId: order.id,
        position,
        variantId: line.variant.id,
        productId: line.variant.productId,
        name: line.name,
        optionValues: line.variant.values,
        sku: line.variant.sku ?? null,
        unitPriceMinor: line.unit,
        regularPriceMinor: line.variant.price,
        quantity: line.quantity,
      })),
    );
    const step = (at: number) => new Date(placedAt.getTime() + at * 3 * 60 * 60_000);
    await db.insert(orderHistory).values([
      { projectId, orderId: order.id, kind: 'placed' as const, status: 'new' as const, createdAt: placedAt },
      ...demo.path.slice(1).map((to, at) => ({
        projectId,
        orderId: order.id,
        kind: 'status' as const,
        status: to,
        authorClientId: project.ownerId,
        createdAt: step(at + 1),
      })),
      ...(demo.paid
        ? [
            {
              projectId,
              orderId: order.id,
              kind: 'payment' as const,
              status: 'paid' as const,
              authorClientId: project.ownerId,
              createdAt: step(demo.path.length),
            },
          ]
        : []),
      ...(demo.note
        ? [
            {
              projectId,
              orderId: order.id,
              kind: 'note' as const,
              text: demo.note,
              authorClientId: project.ownerId,
              createdAt: step(1),
            },
          ]
        : []),
    ]);
  }
}
