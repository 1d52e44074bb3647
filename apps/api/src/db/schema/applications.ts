import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ApplicationFormField } from '@donut/validation';
import { clients } from './clients';
import { customers } from './customers';
import { projects } from './projects';

export const APPLICATION_STATUSES = ['new', 'in_progress', 'done', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where the application was sent from: the site in a browser, or the Mini App inside Telegram. */
export type ApplicationChannel = 'web' | 'telegram';

/**
 * The answers as sent, after the form's schema cast them: name and phone always, the other fields by their
 * id (see `ApplicationAnswers` in @donut/validation); files are rows of `application_files`, not answers.
 */
export type StoredApplicationAnswers = Record<string, string | number | boolean | null | StoredAddress>;
export interface StoredAddress {
  text: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * An end client's request for a service (issue 16). It keeps the form's fields as they were when it was sent,
 * so the owner reads the questions that were answered even after the form changes, and the service's name,
 * so deleting the service loses nothing (hence no foreign key to the service).
 */
export const serviceApplications = pgTable(
  'service_applications',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    /** The owner's running number within the project ("#12"). */
    number: integer('number').notNull(),
    serviceId: uuid('service_id'),
    serviceName: varchar('service_name', { length: 150 }).notNull(),
    customerId: uuid('customer_id').notNull(),
    status: varchar('status', { length: 16 }).$type<ApplicationStatus>().notNull().default('new'),
    /** Why it was rejected; set only with the `rejected` status. */
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    formVersion: integer('form_version').notNull(),
    formFields: jsonb('form_fields').$type<ApplicationFormField[]>().notNull(),
    answers: jsonb('answers').$type<StoredApplicationAnswers>().notNull(),
    /** The language the client used; status notifications follow the customer's language. */
    language: varchar('language', { length: 2 }).notNull(),
    channel: varchar('channel', { length: 16 }).$type<ApplicationChannel>().notNull(),
    /** A retried or double-clicked send carries the same key and is stored once. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    unique('service_applications_project_number_key').on(table.projectId, table.number),
    unique('service_applications_project_idempotency_key').on(table.projectId, table.idempotencyKey),
    foreignKey({
      columns: [table.projectId, table.customerId],
      foreignColumns: [customers.projectId, customers.id],
      name: 'service_applications_customer_fk',
    }).onDelete('cascade'),
    index('service_applications_project_created_idx').on(table.projectId, table.createdAt),
    index('service_applications_project_status_idx').on(table.projectId, table.status, table.createdAt),
    index('service_applications_project_customer_idx').on(table.projectId, table.customerId, table.createdAt),
    check('service_applications_status', sql`${table.status} in ('new', 'in_progress', 'done', 'rejected')`),
    check(
      'service_applications_reason_only_rejected',
      sql`${table.rejectionReason} is null or ${table.status} = 'rejected'`,
    ),
  ],
);

/**
 * A file attached to an application. The bytes live in the private file storage under `storage_key`, never
 * under the public uploads: only the project's owner and the application's customer get a (signed) link.
 */
export const applicationFiles = pgTable(
  'application_files',
  {
    projectId: uuid('project_id').notNull(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id').notNull(),
    fieldId: varchar('field_id', { length: 24 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    foreignKey({
      columns: [table.projectId, table.applicationId],
      foreignColumns: [serviceApplications.projectId, serviceApplications.id],
      name: 'application_files_application_fk',
    }).onDelete('cascade'),
    index('application_files_application_idx').on(table.projectId, table.applicationId),
  ],
);

export type ApplicationHistoryKind = 'created' | 'status' | 'note';

/** The application's history on its card: when it came, each status change, the owner's notes. */
export const applicationHistory = pgTable(
  'application_history',
  {
    projectId: uuid('project_id').notNull(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    /** Insertion order, for entries of one moment. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id').notNull(),
    kind: varchar('kind', { length: 16 }).$type<ApplicationHistoryKind>().notNull(),
    /** The status it moved to (kind `status`). */
    status: varchar('status', { length: 16 }).$type<ApplicationStatus>(),
    /** A note's text, or the rejection's reason. */
    text: varchar('text', { length: 2000 }),
    authorClientId: uuid('author_client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    foreignKey({
      columns: [table.projectId, table.applicationId],
      foreignColumns: [serviceApplications.projectId, serviceApplications.id],
      name: 'application_history_application_fk',
    }).onDelete('cascade'),
    index('application_history_application_idx').on(table.projectId, table.applicationId, table.seq),
  ],
);
