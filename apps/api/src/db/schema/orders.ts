import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { projectIdColumn, rowTimestamps } from './catalogue';
import { clients } from './clients';
import { customers } from './customers';
import { productVariants } from './shop';

export const DELIVERY_KINDS = ['pickup', 'courier', 'post'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** What a delivery type says to the customer, by language. */
export interface DeliveryTexts {
  name: string;
  description: string | null;
}

/**
 * How the shop hands orders over: one row per kind (pickup at one of the site's addresses, courier, post), each
 * switched on or off, with its price and, for the courier, the order amount from which it is free.
 */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    projectId: projectIdColumn(),
    kind: varchar('kind', { length: 16 }).$type<DeliveryKind>().notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    priceMinor: integer('price_minor').notNull().default(0),
    /** Courier only: from this order amount (after discounts) delivery costs nothing. */
    freeFromMinor: integer('free_from_minor'),
    texts: jsonb('texts').$type<Record<string, DeliveryTexts>>().notNull().default({}),
    ...rowTimestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.kind] }),
    check('delivery_methods_price_range', sql`${table.priceMinor} >= 0`),
    check(
      'delivery_methods_free_from_range',
      sql`${table.freeFromMinor} is null or ${table.freeFromMinor} >= 0`,
    ),
  ],
);

/** The shop's own settings: online payment and how long an unpaid online order waits. */
export const shopSettings = pgTable('shop_settings', {
  projectId: projectIdColumn().primaryKey(),
  onlinePaymentEnabled: boolean('online_payment_enabled').notNull().default(false),
  /** An online order not paid within this many minutes is cancelled and its stock returned. */
  paymentWindowMinutes: smallint('payment_window_minutes').notNull().default(60),
  /** The number the project's last order took: the next takes one more, under this row's lock. */
  lastOrderNumber: integer('last_order_number').notNull().default(0),
  ...rowTimestamps(),
});

/**
 * A cart: a signed-in customer's (one per customer, the same on every device) or a visitor's, found by the
 * token its cookie holds (only a hash is stored). Signing in moves a visitor's cart into the customer's.
 */
export const carts = pgTable(
  'carts',
  {
    projectId: projectIdColumn(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of a visitor's cart cookie; null for a customer's cart. */
    tokenHash: varchar('token_hash', { length: 64 }),
    ...rowTimestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    unique('carts_project_customer_key').on(table.projectId, table.customerId),
    unique('carts_project_token_key').on(table.projectId, table.tokenHash),
    check('carts_owner', sql`(${table.customerId} is null) <> (${table.tokenHash} is null)`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    projectId: projectIdColumn(),
    cartId: uuid('cart_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.cartId, table.variantId] }),
    foreignKey({
      columns: [table.projectId, table.cartId],
      foreignColumns: [carts.projectId, carts.id],
      name: 'cart_items_cart_fk',
    }).onDelete('cascade'),
    // A variant the owner removes leaves the carts that held it.
    foreignKey({
      columns: [table.projectId, table.variantId],
      foreignColumns: [productVariants.projectId, productVariants.id],
      name: 'cart_items_variant_fk',
    }).onDelete('cascade'),
    check('cart_items_quantity_range', sql`${table.quantity} between 1 and 999`),
  ],
);

export const ORDER_STATUSES = [
  'new',
  'confirmed',
  'sent',
  'ready_for_pickup',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['cash_on_receipt', 'card_on_receipt', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The delivery as the order was placed: the kind, its name and price then, and where to. */
export interface OrderDelivery {
  kind: DeliveryKind;
  name: string;
  /** Pickup: the site's address chosen; courier and post: the customer's address. */
  address: string;
}

/**
 * An order from the shop, numbered in the project (1, 2, 3...). It keeps what was sold at the prices it was sold
 * at, the delivery and the payment method as they were, so later catalogue changes never rewrite it. The status
 * and the payment status move apart; `stock_returned_at` marks the one time a cancel gave the stock back.
 */
export const orders = pgTable(
  'orders',
  {
    projectId: projectIdColumn(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    number: integer('number').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull().default('new'),
    paymentMethod: varchar('payment_method', { length: 20 }).$type<PaymentMethod>().notNull(),
    paymentStatus: varchar('payment_status', { length: 12 })
      .$type<PaymentStatus>()
      .notNull()
      .default('unpaid'),
    /** An unpaid online order is cancelled at this time. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 16 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }),
    comment: varchar('comment', { length: 1000 }),
    delivery: jsonb('delivery').$type<OrderDelivery>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    deliveryMinor: integer('delivery_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    /** ru, en or ka: the language the customer is told about the order in. */
    language: varchar('language', { length: 2 }).notNull(),
    channel: varchar('channel', { length: 12 }).$type<'web' | 'telegram' | 'crm'>().notNull(),
    /** The client's key for this checkout: the same checkout sent twice is one order. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    note: varchar('note', { length: 2000 }),
    ...rowTimestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    unique('orders_project_number_key').on(table.projectId, table.number),
    unique('orders_project_idempotency_key').on(table.projectId, table.idempotencyKey),
    index('orders_project_created_idx').on(table.projectId, table.createdAt),
    index('orders_project_status_idx').on(table.projectId, table.status, table.createdAt),
    index('orders_project_customer_idx').on(table.projectId, table.customerId),
    index('orders_unpaid_due_idx')
      .on(table.payBy)
      .where(
        sql`${table.status} = 'new' and ${table.paymentStatus} = 'unpaid' and ${table.payBy} is not null`,
      ),
    check(
      'orders_totals',
      sql`${table.subtotalMinor} >= 0 and ${table.discountMinor} between 0 and ${table.subtotalMinor}
        and ${table.deliveryMinor} >= 0
        and ${table.totalMinor} = ${table.subtotalMinor} - ${table.discountMinor} + ${table.deliveryMinor}`,
    ),
  ],
);

/** One line of an order: the product and variant as they were sold, the price paid per unit and the quantity. */
export const orderItems = pgTable(
  'order_items',
  {
    projectId: projectIdColumn(),
    orderId: uuid('order_id').notNull(),
    position: smallint('position').notNull(),
    /** The variant sold; null once the owner removes it (the line keeps its name, options and price). */
    variantId: uuid('variant_id'),
    productId: uuid('product_id'),
    name: varchar('name', { length: 150 }).notNull(),
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    sku: varchar('sku', { length: 64 }),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /** The regular price when the unit was sold at a discount price. */
    regularPriceMinor: integer('regular_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.orderId, table.position] }),
    foreignKey({
      columns: [table.projectId, table.orderId],
      foreignColumns: [orders.projectId, orders.id],
      name: 'order_items_order_fk',
    }).onDelete('cascade'),
    index('order_items_variant_idx').on(table.projectId, table.variantId),
    check('order_items_quantity_range', sql`${table.quantity} between 1 and 999`),
    check('order_items_price_range', sql`${table.unitPriceMinor} between 0 and ${table.regularPriceMinor}`),
  ],
);

export const ORDER_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/**
 * One attempt of a customer to pay an online order through the payment provider: its hosted checkout, and what
 * the provider's webhooks said about it. The provider's id is unique, so a webhook finds its attempt (and its
 * order) without knowing the project; an order may have several attempts, and only one success marks it paid.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    projectId: projectIdColumn(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id').notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).$type<OrderPaymentStatus>().notNull().default('pending'),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The newest provider event applied, so an older one delivered late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    unique('order_payments_provider_payment_key').on(table.provider, table.providerPaymentId),
    index('order_payments_order_idx').on(table.projectId, table.orderId),
    foreignKey({
      columns: [table.projectId, table.orderId],
      foreignColumns: [orders.projectId, orders.id],
      name: 'order_payments_order_fk',
    }).onDelete('cascade'),
    check('order_payments_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

export type OrderHistoryKind = 'placed' | 'status' | 'payment' | 'note';

/** What happened to an order, in order: placed, each status or payment change, the owner's notes. */
export const orderHistory = pgTable(
  'order_history',
  {
    projectId: projectIdColumn(),
    orderId: uuid('order_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<OrderHistoryKind>().notNull(),
    status: varchar('status', { length: 20 }).$type<OrderStatus | PaymentStatus>(),
    text: varchar('text', { length: 2000 }),
    authorClientId: uuid('author_client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.orderId, table.seq] }),
    foreignKey({
      columns: [table.projectId, table.orderId],
      foreignColumns: [orders.projectId, orders.id],
      name: 'order_history_order_fk',
    }).onDelete('cascade'),
  ],
);
