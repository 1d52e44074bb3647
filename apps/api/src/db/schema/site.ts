import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StoredImage } from './clients';
import { projects } from './projects';

/** The site's texts in one language; a language the owner enabled but left empty has nulls. */
export interface SiteTexts {
  headline: string | null;
  about: string | null;
}

export interface SitePhone {
  label: string | null;
  number: string;
}

/** How a visitor reaches the business; messenger and social entries are a handle or a link, as typed. */
export interface SiteContacts {
  phones: SitePhone[];
  email: string | null;
  telegram: string | null;
  whatsapp: string | null;
  instagram: string | null;
  facebook: string | null;
  vk: string | null;
  website: string | null;
}

/** One day of an address's working week, as the project's working hours store it (HH:MM, local time). */
export interface SiteWorkingDay {
  weekday: number;
  isDayOff: boolean;
  opensAt: string | null;
  closesAt: string | null;
  breakStartsAt: string | null;
  breakEndsAt: string | null;
}

/** What the owner configured for the project's public site (one row per project, made on first save). */
export const projectSites = pgTable('project_sites', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** Only a published site answers PublicSite; a new project's site is a draft until the owner publishes it. */
  isPublished: boolean('is_published').notNull().default(false),
  brandColor: varchar('brand_color', { length: 7 }),
  logo: jsonb('logo').$type<StoredImage>(),
  cover: jsonb('cover').$type<StoredImage>(),
  /** The enabled languages (ru, en, ka), at least one; the default is among them. */
  languages: jsonb('languages').$type<string[]>().notNull(),
  defaultLanguage: varchar('default_language', { length: 2 }).notNull(),
  /** Texts by language code. */
  texts: jsonb('texts').$type<Record<string, SiteTexts>>().notNull().default({}),
  contacts: jsonb('contacts').$type<SiteContacts>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A place of the business shown on the site: a map point and its working week. */
export const projectSiteAddresses = pgTable(
  'project_site_addresses',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    position: integer('position').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    hours: jsonb('hours').$type<SiteWorkingDay[]>().notNull().default([]),
    /** The IANA zone of the address's wall times (working hours, schedules, slots); Georgia's by default. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Tbilisi'),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.id] })],
);
