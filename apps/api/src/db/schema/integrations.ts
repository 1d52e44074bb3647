import { index, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { authSessions, clients } from './clients';

/**
 * One-time tokens behind the cabinet's "Connect" button: the bot's `/start <token>` spends one to link
 * the Telegram account that sent it. Only the SHA-256 of a token is stored. Each belongs to the session
 * that created it: once that session ends (logout, a password change or reset), the link is dead.
 */
export const telegramConnectTokens = pgTable(
  'telegram_connect_tokens',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telegram_connect_tokens_client_idx').on(table.clientId)],
);

/**
 * Spent profile link tokens (`Client.telegram_token`, auth/telegram-link-token.ts). The tokens are
 * derived, not stored, so spending one inserts its SHA-256 here: the primary key lets exactly one of
 * concurrent spends win. A row is only needed until its token expires; later spends clear old rows.
 */
export const telegramLinkTokenUses = pgTable(
  'telegram_link_token_uses',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telegram_link_token_uses_expires_idx').on(table.expiresAt)],
);
