import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import {
  FAQ_SEARCH_CONFIGS,
  faqArticles,
  faqArticleTexts,
  faqCategories,
  type FaqHeadingRow,
  type LocalizedText,
} from '../../db/schema';
import type { Page } from '../../core/pagination';
import { HEADLINE_OPTIONS } from './faq-highlight';
import { withFaqSynonyms } from './faq-synonyms';

export interface FaqCategoryRow {
  id: string;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  articleCount: number;
}

export interface FaqArticleRow {
  id: string;
  slug: string;
  categoryId: string;
  isPopular: boolean;
  updatedAt: Date;
  title: string;
  summary: string;
  contentHtml: string | null;
  headings: FaqHeadingRow[];
  /** ts_headline's fragment (placeholders, not yet HTML); null without a search. */
  headline: string | null;
}

export interface FaqArticleQuery {
  locale: Locale;
  page: Page;
  search: string | null;
  categoryId: string | null;
  isPopular: boolean | null;
  excludeSlug: string | null;
}

/**
 * Every category with its article count, in display order. The seed bounds them to a handful, so
 * one read serves the category list, a category page and the category of each listed article.
 */
export async function loadFaqCategories(db: Db): Promise<FaqCategoryRow[]> {
  return db
    .select({
      id: faqCategories.id,
      slug: faqCategories.slug,
      name: faqCategories.name,
      description: faqCategories.description,
      articleCount: sql<number>`count(${faqArticles.id})::int`,
    })
    .from(faqCategories)
    .leftJoin(faqArticles, eq(faqArticles.categoryId, faqCategories.id))
    .groupBy(faqCategories.id)
    .orderBy(asc(faqCategories.position));
}

const articleColumns = {
  id: faqArticles.id,
  slug: faqArticles.slug,
  categoryId: faqArticles.categoryId,
  isPopular: faqArticles.isPopular,
  updatedAt: faqArticles.updatedAt,
  title: faqArticleTexts.title,
  summary: faqArticleTexts.summary,
  contentHtml: faqArticleTexts.contentHtml,
  headings: faqArticleTexts.headings,
};

const textsIn = (locale: Locale) =>
  and(eq(faqArticleTexts.articleId, faqArticles.id), eq(faqArticleTexts.locale, locale));

export async function findFaqArticle(db: Db, locale: Locale, slug: string): Promise<FaqArticleRow | null> {
  const [row] = await db
    .select(articleColumns)
    .from(faqArticles)
    .innerJoin(faqArticleTexts, textsIn(locale))
    .where(eq(faqArticles.slug, slug));
  return row ? { ...row, headline: null } : null;
}

/**
 * Articles in the reader's language. With a search: the words as a web search engine reads them
 * ("quotes", -minus, or), brands typed another way ("телеграм") read as the articles write them
 * (faq-synonyms.ts), stemmed in the language's configuration, best matches first (ts_rank_cd
 * weighs the title above the summary above the body). Without: popular first, then in seed order.
 */
export async function listFaqArticles(
  db: Db,
  query: FaqArticleQuery,
): Promise<{ rows: FaqArticleRow[]; total: number }> {
  const config = FAQ_SEARCH_CONFIGS[query.locale];
  const tsquery =
    query.search === null
      ? null
      : sql`websearch_to_tsquery(${config}::regconfig, ${withFaqSynonyms(query.search)})`;
  const conditions: SQL[] = [];
  if (tsquery) conditions.push(sql`${faqArticleTexts.searchVector} @@ ${tsquery}`);
  if (query.categoryId !== null) conditions.push(eq(faqArticles.categoryId, query.categoryId));
  if (query.isPopular !== null) conditions.push(eq(faqArticles.isPopular, query.isPopular));
  if (query.excludeSlug !== null) conditions.push(ne(faqArticles.slug, query.excludeSlug));
  const where = conditions.length ? and(...conditions) : undefined;

  const [{ total }] = await db
    .select({ total: count() })
    .from(faqArticles)
    .innerJoin(faqArticleTexts, textsIn(query.locale))
    .where(where);
  if (total === 0) return { rows: [], total };

  const order = tsquery
    ? [desc(sql`ts_rank_cd(${faqArticleTexts.searchVector}, ${tsquery})`), asc(faqArticles.position)]
    : [desc(faqArticles.isPopular), asc(faqArticles.position), asc(faqArticleTexts.title)];
  const headline = tsquery
    ? sql<string>`ts_headline(${config}::regconfig, ${faqArticleTexts.summary} || E'\n' || ${faqArticleTexts.bodyText}, ${tsquery}, ${HEADLINE_OPTIONS})`
    : sql<null>`null`;
  const rows = await db
    .select({ ...articleColumns, headline })
    .from(faqArticles)
    .innerJoin(faqArticleTexts, textsIn(query.locale))
    .where(where)
    .orderBy(...order)
    .limit(query.page.limit)
    .offset(query.page.offset);
  return { rows, total };
}
