import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { countries, languages } from './reference';

/** An uploaded picture as stored: the public fields of spec §3 Image plus where the file lives. */
export interface StoredImage {
  hash: string;
  name: string;
  size: number;
  /** Path under DATA_DIR/uploads (or the object key in S3-compatible storage). */
  key: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Business owners ("clients" in the specification). */
export const clients = pgTable('clients', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Stored lower-cased; unique. Null for an owner who came through Telegram and has not given one yet. */
  email: varchar('email', { length: 254 }).unique(),
  /**
   * An address the owner asked to sign in with instead (lower-cased), until the mailed link confirms it.
   * Not unique: the address may be taken meanwhile; confirming checks again (docs/api.md, change_client_email).
   */
  pendingEmail: varchar('pending_email', { length: 254 }),
  /** argon2id; null until an owner who came through Telegram sets one. */
  passwordHash: text('password_hash'),
  name: varchar('name', { length: 100 }),
  surname: varchar('surname', { length: 100 }),
  phone: varchar('phone', { length: 32 }),
  timezone: varchar('timezone', { length: 64 }),
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
  languageId: integer('language_id').references(() => languages.id, { onDelete: 'set null' }),
  avatar: jsonb('avatar').$type<StoredImage>(),
  isConfirmEmail: boolean('is_confirm_email').notNull().default(false),
  needSetPassword: boolean('need_set_password').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One sign-in: the family of refresh tokens that rotate from it. Revoking it ends the session at once. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The owner; `subjectId` as in `customer_sessions`, so one sessions service serves both (ADR 0029). */
    subjectId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (table) => [index('auth_sessions_client_idx').on(table.subjectId)],
);

/** The columns of a refresh token of `sessions`: the owners' here, the customers' in customers.ts. */
export const refreshTokenColumns = (sessions: () => AnyPgColumn) => ({
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  sessionId: uuid('session_id').notNull().references(sessions, { onDelete: 'cascade' }),
  /** SHA-256 of the token; the token itself is never stored. */
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  parentId: uuid('parent_id'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when this token was exchanged for a child; using it again after the grace is reuse. */
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  refreshTokenColumns(() => authSessions.id),
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Single-use mailed tokens: e-mail confirmation (24 h), password reset (60 min) and a new address (24 h). */
export type EmailTokenPurpose = 'confirm-email' | 'reset-password' | 'change-email';

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).$type<EmailTokenPurpose>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_client_idx').on(table.clientId)],
);

/** External identities keyed by (provider, subject); linked to one owner, never merged silently. */
export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).$type<'telegram'>().notNull(),
    subject: varchar('subject', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('identities_provider_subject').on(table.provider, table.subject),
    unique('identities_client_provider').on(table.clientId, table.provider),
  ],
);

/**
 * Failed sign-ins per e-mail address (hashed), whether or not an account has it: throttling that
 * only known accounts got would tell an attacker which addresses are registered.
 */
export const loginThrottle = pgTable('login_throttle', {
  emailKey: varchar('email_key', { length: 64 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
