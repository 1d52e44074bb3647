import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/** A question sent through a contact form (public contacts, rates, cabinet); mailed to support as well. */
export const contactOrders = pgTable(
  'contact_orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    question: text('question').notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    /** The signed-in owner who asked, when the form was sent from the cabinet. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_orders_created_idx').on(table.createdAt)],
);
