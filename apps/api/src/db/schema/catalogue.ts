import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StoredImage } from './clients';
import { projects } from './projects';

// What the catalogues (services, the shop's products) share: the project key, row times and the category table.

/** A catalogue text in one of the site's other languages (ADR 0030); the row's own text is the main one. */
export interface ServiceTranslation {
  name: string;
  description: string | null;
}

/** The owning project: every catalogue row goes with its project. */
export const projectIdColumn = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const rowTimestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A catalogue's categories (haircuts, beards; shirts, shoes): named in the catalogue's main language with
 * translations, in the owner's order, unique by name in any case; a hidden one hides what it holds on the site.
 */
export const catalogueCategoryTable = (
  name: 'service_categories' | 'product_categories',
  positionIndex: string,
) =>
  pgTable(
    name,
    {
      projectId: projectIdColumn(),
      id: uuid('id')
        .notNull()
        .default(sql`gen_random_uuid()`),
      name: varchar('name', { length: 100 }).notNull(),
      /** The name in the site's other languages, by language code. */
      translations: jsonb('translations').$type<Record<string, { name: string }>>().notNull().default({}),
      position: integer('position').notNull().default(0),
      isVisible: boolean('is_visible').notNull().default(true),
      ...rowTimestamps(),
    },
    (table) => [
      primaryKey({ columns: [table.projectId, table.id] }),
      uniqueIndex(`${name}_project_name_key`).on(table.projectId, sql`lower(${table.name})`),
      index(positionIndex).on(table.projectId, table.position),
    ],
  );

/**
 * The columns every catalogue item (a service, a product) has: its project and category, its name and
 * description with their translations, its photos in the owner's order (counted towards the plan's storage), its
 * place in the owner's order and whether the site shows it.
 */
export const catalogueItemColumns = () => ({
  projectId: projectIdColumn(),
  id: uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`),
  categoryId: uuid('category_id'),
  name: varchar('name', { length: 150 }).notNull(),
  description: text('description'),
  /** Name and description in the site's other languages, by language code. */
  translations: jsonb('translations').$type<Record<string, ServiceTranslation>>().notNull().default({}),
  photos: jsonb('photos').$type<StoredImage[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  ...rowTimestamps(),
});
