import { boolean, integer, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { rates } from './rates';

export const subscriptionStatus = pgEnum('subscription_status', ['trial', 'active', 'expired']);
export const billingPeriod = pgEnum('billing_period', ['month', 'year']);

/**
 * An owner's plan: one row per owner. The trial and every paid period end at `period_end`; reminders
 * before that end are marked sent here, so a sweep that runs twice (or on two instances) sends each once.
 */
export const subscriptions = pgTable('subscriptions', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  rateId: integer('rate_id')
    .notNull()
    .references(() => rates.id),
  status: subscriptionStatus('status').notNull(),
  /** Null during the trial. */
  billingPeriod: billingPeriod('billing_period'),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  /** Cancelled: the plan stays until period_end, then switches off. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The price of the current paid period in minor units (0 in the trial): its unused part is credited on a change. */
  periodPriceMinor: integer('period_price_minor').notNull().default(0),
  /** Credit from plan changes, in minor units, counted toward the next payment. */
  creditMinor: integer('credit_minor').notNull().default(0),
  reminder3dSentAt: timestamp('reminder_3d_sent_at', { withTimezone: true }),
  reminder1dSentAt: timestamp('reminder_1d_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
