import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { projects } from './projects';

/** Events the server tells an owner about; texts are written at read time in the reader's language. */
export type NotificationKind =
  | 'email-confirmed'
  | 'project-created'
  | 'trial-ending-3d'
  | 'trial-ending-1d'
  | 'trial-ended'
  | 'plan-changed'
  | 'plan-ending-3d'
  | 'plan-ending-1d'
  | 'plan-ended'
  | 'payment-failed'
  /** An end client sent an application (issue 16); params: number, service, client, application_id, domain. */
  | 'application-received'
  /** A customer placed an order in the shop (issue 15); params: number, total_minor, currency, client, order_id, domain. */
  | 'order-placed'
  | 'order-paid';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).$type<NotificationKind>().notNull(),
    /** Values for the texts, e.g. the project's name at the time of the event. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_client_created_idx').on(table.clientId, table.createdAt),
    index('notifications_project_idx').on(table.projectId),
  ],
);
