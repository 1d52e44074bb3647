import { boolean, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { localizedText } from './localized-text';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: localizedText('name'),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  symbol: varchar('symbol', { length: 8 }).notNull(),
  name: localizedText('name'),
});

export const timezones = pgTable('timezones', {
  /** IANA identifier. */
  id: text('id').primaryKey(),
  name: localizedText('name'),
  sortOrder: integer('sort_order').notNull(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  /** Code the API and stored content use (ISO 639-1). */
  abbrBack: varchar('abbr_back', { length: 8 }).notNull().unique(),
  /** Locale prefix of the apps' URLs. */
  abbrFront: varchar('abbr_front', { length: 8 }).notNull(),
  isVisible: boolean('is_visible').notNull(),
  name: localizedText('name'),
  sortOrder: integer('sort_order').notNull(),
});

/** Lines of business the product is made for (spec §1). */
export const directions = pgTable('directions', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: localizedText('name'),
  sortOrder: integer('sort_order').notNull(),
});
