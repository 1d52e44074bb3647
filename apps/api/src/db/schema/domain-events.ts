import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/**
 * What a domain change tells the rest of the system (DOMAINS.md "Events, jobs and messages"); each domain adds
 * its kinds. Payloads carry ids and the values a message needs, never secrets.
 */
export type DomainEventKind =
  | 'application.received'
  | 'application.status_changed'
  | 'order.placed'
  | 'order.status_changed'
  | 'order.paid';

/**
 * The outbox: a domain change writes its event here in its own transaction, and the delivery job
 * (modules/events) sends the notifications, bot messages and real-time updates after the commit. Nothing is
 * sent from a transaction that may still roll back, and nothing is lost if the process stops after it.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 48 }).$type<DomainEventKind>().notNull(),
    /** The row the event is about (the application...). */
    subjectId: uuid('subject_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when every reaction ran; the delivery job picks the rows where it is null. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    /**
     * When the delivery job may take it (again): now for a new event, the end of a worker's lease while it
     * is being delivered, the end of the backoff after a failed attempt (modules/events/outbox-delivery.ts).
     */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** The reactions that already ran, so a retry after a partial failure does not send them twice. */
    doneReactions: text('done_reactions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    index('domain_events_pending_idx')
      .on(table.id)
      .where(sql`${table.deliveredAt} is null`),
    index('domain_events_due_idx')
      .on(table.availableAt)
      .where(sql`${table.deliveredAt} is null`),
    index('domain_events_project_idx').on(table.projectId, table.createdAt),
  ],
);
