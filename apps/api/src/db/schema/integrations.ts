import { index, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { clients } from './owners';

/**
 * One-time tokens behind the cabinet's "Connect" button: the bot's `/start <token>` spends one to link
 * the Telegram account that sent it. Only the SHA-256 of a token is stored.
 */
export const telegramConnectTokens = pgTable(
  'telegram_connect_tokens',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telegram_connect_tokens_client_idx').on(table.clientId)],
);
