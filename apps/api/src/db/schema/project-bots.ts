import { bigint, index, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/**
 * A project's own Telegram bot (DOMAINS.md): one per project. The token is stored encrypted
 * (AES-256-GCM, PROJECT_BOT_TOKEN_KEY); the webhook's secret only as its SHA-256. A bot serves one
 * project at a time: its Telegram id is unique across projects.
 */
export const projectBots = pgTable('project_bots', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** The bot's Telegram user id: the webhook's path carries it, never the token. */
  telegramBotId: bigint('telegram_bot_id', { mode: 'number' }).notNull().unique(),
  username: varchar('username', { length: 32 }).notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url, bound to the bot's id (token-cipher.ts). */
  tokenEncrypted: text('token_encrypted').notNull(),
  /** SHA-256 (hex) of the secret Telegram sends in X-Telegram-Bot-Api-Secret-Token. */
  webhookSecretHash: varchar('webhook_secret_hash', { length: 64 }).notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Updates a project's bot has handled: Telegram delivers an update again when an answer was late, and
 * the key lets exactly one delivery be answered (DOMAINS.md: unique `(bot, update_id)`).
 */
export const projectBotUpdates = pgTable(
  'project_bot_updates',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    telegramBotId: bigint('telegram_bot_id', { mode: 'number' }).notNull(),
    updateId: bigint('update_id', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.telegramBotId, table.updateId] }),
    index('project_bot_updates_received_idx').on(table.projectId, table.receivedAt),
  ],
);
