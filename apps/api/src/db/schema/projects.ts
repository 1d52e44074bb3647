import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { clients, type StoredImage } from './clients';
import { currencies, directions, languages } from './reference';

export interface MenuItem {
  key: string;
  is_visible: boolean;
}

/** An owner's business online: its site, mini app and CRM live on the subdomain `domain`. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** The website address: the project's subdomain, unique across the product. */
    domain: varchar('domain', { length: 63 }).notNull().unique(),
    description: text('description'),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    directionId: integer('direction_id').references(() => directions.id, { onDelete: 'set null' }),
    languageId: integer('language_id').references(() => languages.id, { onDelete: 'set null' }),
    locale: varchar('locale', { length: 8 }),
    /** The business's IANA time zone: working hours and appointments are wall times in it (DOMAINS.md). */
    timezone: varchar('timezone', { length: 64 }).notNull().default('Asia/Tbilisi'),
    imageMain: jsonb('image_main').$type<StoredImage>(),
    /** The gallery, in display order. */
    imageGalleries: jsonb('image_galleries').$type<StoredImage[]>().notNull().default([]),
    /** Section visibility as saved by SaveMenu. */
    menu: jsonb('menu').$type<MenuItem[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('projects_client_created_idx').on(table.clientId, table.createdAt)],
);
