import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients, refreshTokenColumns } from './clients';
import { projects } from './projects';

/** The ways a customer signs in (ADR 0029). */
export type CustomerSignInMethod = 'telegram' | 'email' | 'bot';

/** How a customer first reached the project; later domains add theirs (order, application, booking). */
export type CustomerSource = 'telegram' | 'web' | 'manual';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An end client of one project (DOMAINS.md: a customer of project A is nobody in project B). One person is
 * one row: a Telegram user, an e-mail (lower-cased) and a phone (E.164) each resolve to at most one customer
 * of the project, enforced here so two concurrent sign-ins cannot create two. Nothing is merged silently:
 * the owner merges two rows that turn out to be one person.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }),
    phone: varchar('phone', { length: 16 }),
    email: varchar('email', { length: 254 }),
    /** ru, en or ka: the language of the customer's notifications and bot messages. */
    language: varchar('language', { length: 2 }).notNull(),
    telegramUserId: bigint('telegram_user_id', { mode: 'number' }),
    telegramUsername: varchar('telegram_username', { length: 32 }),
    source: varchar('source', { length: 16 }).$type<CustomerSource>().notNull(),
    /** The personal discount the owner gave, in whole percent. */
    discountPercent: smallint('discount_percent').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [
    unique('customers_project_id_key').on(table.projectId, table.id),
    unique('customers_project_telegram_key').on(table.projectId, table.telegramUserId),
    unique('customers_project_email_key').on(table.projectId, table.email),
    unique('customers_project_phone_key').on(table.projectId, table.phone),
    index('customers_project_created_idx').on(table.projectId, table.createdAt),
    check('customers_discount_range', sql`${table.discountPercent} between 0 and 100`),
  ],
);

/** A customer's sign-in: the family of refresh tokens that rotate from it (as `auth_sessions` for owners). */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    projectId: uuid('project_id').notNull(),
    /** The customer; named as `auth_sessions.subjectId` so one sessions service serves both (ADR 0029). */
    subjectId: uuid('customer_id').notNull(),
    /**
     * How the session began: `telegram` (the Mini App's init data), `email` (a mailed code) or `bot` (a web
     * sign-in confirmed in the bot); what a customer sends in it is marked as sent from the Mini App or the web.
     */
    signInMethod: varchar('sign_in_method', { length: 16 }).$type<CustomerSignInMethod>(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (table) => [
    foreignKey({
      columns: [table.projectId, table.subjectId],
      foreignColumns: [customers.projectId, customers.id],
      name: 'customer_sessions_customer_fk',
    }).onDelete('cascade'),
    index('customer_sessions_customer_idx').on(table.projectId, table.subjectId),
  ],
);

export const customerRefreshTokens = pgTable(
  'customer_refresh_tokens',
  refreshTokenColumns(() => customerSessions.id),
  (table) => [index('customer_refresh_tokens_session_idx').on(table.sessionId)],
);

/** One-time codes mailed for a web sign-in: only the code's hash is kept; a few wrong tries spend it. */
export const customerEmailCodes = pgTable(
  'customer_email_codes',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('customer_email_codes_lookup_idx').on(table.projectId, table.email, table.createdAt)],
);

/**
 * A web sign-in through the project's bot: the browser holds `poll_token` (its hash here), the bot link
 * carries `start_nonce`, and the Telegram user who pressed Confirm in the bot is recorded once.
 */
export const customerBotSignIns = pgTable('customer_bot_sign_ins', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  pollTokenHash: varchar('poll_token_hash', { length: 64 }).notNull().unique(),
  startNonce: varchar('start_nonce', { length: 32 }).notNull().unique(),
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }),
  telegramUsername: varchar('telegram_username', { length: 32 }),
  telegramName: varchar('telegram_name', { length: 100 }),
  telegramLanguage: varchar('telegram_language', { length: 16 }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** What happened to a customer, newest first on the card; the later domains add orders, applications... */
export type CustomerEventKind =
  | 'created'
  | 'note'
  | 'discount_changed'
  | 'profile_changed'
  | 'merged'
  | 'signed_in'
  /** Sent an application (issue 16): `text` the service's name, `data` its applicationId and number. */
  | 'application';

export const customerEvents = pgTable(
  'customer_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Insertion order: entries of one moment (one save) keep the order they were written in. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    projectId: uuid('project_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    kind: varchar('kind', { length: 24 }).$type<CustomerEventKind>().notNull(),
    /** A note's text, or what the event names (the source, the merged customer's name). */
    text: varchar('text', { length: 2000 }),
    data: jsonb('data').$type<Record<string, string | number | null>>(),
    /** The owner who did it; null when the customer or the system did. */
    authorClientId: uuid('author_client_id').references(() => clients.id, { onDelete: 'set null' }),
    // The statement's time, not the transaction's: one save's entries keep their order on the timeline.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    foreignKey({
      columns: [table.projectId, table.customerId],
      foreignColumns: [customers.projectId, customers.id],
      name: 'customer_events_customer_fk',
    }).onDelete('cascade'),
    index('customer_events_customer_idx').on(table.projectId, table.customerId, table.createdAt),
  ],
);

/**
 * What the customer's cabinet lists: rendered in the customer's language when read, from kind and params.
 * `application-status`: params number, service, status and reason (issue 16).
 * `order-status`: params number, status (`new` when received), address, total_minor and currency (issue 15).
 */
export type CustomerNotificationKind = 'discount' | 'welcome' | 'application-status' | 'order-status';

export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    projectId: uuid('project_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    kind: varchar('kind', { length: 24 }).$type<CustomerNotificationKind>().notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      columns: [table.projectId, table.customerId],
      foreignColumns: [customers.projectId, customers.id],
      name: 'customer_notifications_customer_fk',
    }).onDelete('cascade'),
    index('customer_notifications_customer_idx').on(table.projectId, table.customerId, table.createdAt),
  ],
);
