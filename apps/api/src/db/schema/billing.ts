import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { rates } from './rates';
import { billingPeriod } from './subscriptions';

export const paymentStatus = pgEnum('payment_status', ['pending', 'failed', 'succeeded', 'canceled']);

/** What a payment was quoted against: if the subscription moved on before it succeeded, the money becomes credit. */
export interface QuotedState {
  rateId: number;
  status: string;
  periodEnd: string;
}

/** One checkout for a plan change: the quote it froze (ADR 0011) and what the provider reported. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id),
    billingPeriod: billingPeriod('billing_period').notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The provider's id of the payment, shown on the receipt. */
    providerPaymentId: varchar('provider_payment_id', { length: 64 }).notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    priceMinor: integer('price_minor').notNull(),
    remainderMinor: integer('remainder_minor').notNull(),
    creditUsedMinor: integer('credit_used_minor').notNull(),
    carriedCreditMinor: integer('carried_credit_minor').notNull(),
    quotedState: jsonb('quoted_state').$type<QuotedState>().notNull(),
    /** The locale of the owner at checkout: the payment page and the return link use it. */
    locale: varchar('locale', { length: 8 }).notNull(),
    /** The newest provider event applied, so an older one delivered late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payments_provider_payment').on(table.provider, table.providerPaymentId),
    index('payments_client_paid_idx').on(table.clientId, table.paidAt),
  ],
);

/** Every webhook event received, once: a redelivery of the same event id is recognised and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What processing did: applied, stale, unknown-payment, amount-mismatch. */
    outcome: varchar('outcome', { length: 24 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('payment_events_provider_event').on(table.provider, table.eventId)],
);
