import { boolean, integer, numeric, pgEnum, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { localizedText } from './localized-text';

export const supportType = pgEnum('support_type', ['base', 'priority', 'personal_manager']);

/** Subscription plans (spec §3 Rate). A null price is "on request"; a null limit is unlimited. */
export const rates = pgTable('rates', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: localizedText('name'),
  description: localizedText('description'),
  priceMonthly: numeric('price_monthly', { precision: 10, scale: 2, mode: 'number' }),
  priceYearly: numeric('price_yearly', { precision: 10, scale: 2, mode: 'number' }),
  maxEmployees: integer('max_employees'),
  maxProducts: integer('max_products'),
  maxServices: integer('max_services'),
  maxChats: integer('max_chats'),
  maxStorageGb: integer('max_storage_gb'),
  supportType: supportType('support_type').notNull(),
  noAds: boolean('no_ads').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
