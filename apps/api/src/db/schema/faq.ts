import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@donut/i18n';
import { localizedText } from './localized-text';

/**
 * The text-search configuration of each language: Russian and English stem words ("проекта" finds
 * "проект"); Postgres has no Georgian stemmer, so Georgian words are matched as written, lower-cased.
 */
export const FAQ_SEARCH_CONFIGS: Record<Locale, 'russian' | 'english' | 'simple'> = {
  ru: 'russian',
  en: 'english',
  ka: 'simple',
};

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const configOfRow = `(case "locale" ${Object.entries(FAQ_SEARCH_CONFIGS)
  .map(([locale, config]) => `when '${locale}' then '${config}'::regconfig`)
  .join(' ')} else 'simple'::regconfig end)`;

/** A heading of an article's "In this article" list. */
export interface FaqHeadingRow {
  anchor: string;
  text: string;
}

/** Sections of the knowledge base; written by the seed at start (modules/faq/faq.seed.ts). */
export const faqCategories = pgTable('faq_categories', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: localizedText('name'),
  description: localizedText('description'),
  position: integer('position').notNull(),
  /** Hash of the seed entry last written, so an unchanged seed writes nothing at start. */
  sourceHash: varchar('source_hash', { length: 64 }).notNull(),
});

export const faqArticles = pgTable(
  'faq_articles',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'restrict' }),
    isPopular: boolean('is_popular').notNull(),
    /** Order in the seed: the order of lists when not searching. */
    position: integer('position').notNull(),
    /** Hash of the seed entry's content (position aside); a change rewrites the texts and updated_at. */
    sourceHash: varchar('source_hash', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_articles_category_idx').on(table.categoryId)],
);

/** An article in one language, rendered and indexed at seed time. */
export const faqArticleTexts = pgTable(
  'faq_article_texts',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => faqArticles.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).$type<Locale>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The Markdown source; null while the article is in development. */
    bodyMarkdown: text('body_markdown'),
    /** Safe HTML rendered from bodyMarkdown; null while in development. */
    contentHtml: text('content_html'),
    headings: jsonb('headings').$type<FaqHeadingRow[]>().notNull().default([]),
    /** The body as plain text: what search indexes and highlights. */
    bodyText: text('body_text').notNull().default(''),
    /** Title above summary above body, in the language's configuration (see FAQ_SEARCH_CONFIGS). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `setweight(to_tsvector(${configOfRow}, "title"), 'A') || setweight(to_tsvector(${configOfRow}, "summary"), 'B') || setweight(to_tsvector(${configOfRow}, "body_text"), 'C')`,
        ),
      ),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.locale] }),
    index('faq_article_texts_search_idx').using('gin', table.searchVector),
  ],
);

/** "Was this article helpful?": one answer per visitor per article, the last one counts. */
export const faqArticleVotes = pgTable(
  'faq_article_votes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    articleId: uuid('article_id')
      .notNull()
      .references(() => faqArticles.id, { onDelete: 'cascade' }),
    /** Who voted: an owner's id, or a keyed hash of an anonymous visitor (modules/faq/visitor-key.ts). */
    visitorKey: varchar('visitor_key', { length: 80 }).notNull(),
    isHelpful: boolean('is_helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('faq_article_votes_visitor_unique').on(table.articleId, table.visitorKey)],
);
