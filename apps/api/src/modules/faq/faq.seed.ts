import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { SUPPORTED_LOCALES } from '@donut/i18n';
import type { Db } from '../../db/database';
import { faqArticles, faqArticleTexts, faqCategories } from '../../db/schema';
import { renderFaqBody } from './faq-markdown';
import { faqSeedProblems } from './faq-seed-validation';
import { shippedFaqSeed, type FaqArticleSeed, type FaqSeed } from './seed-data';

/** Bump when renderFaqBody's output changes, so every article is rendered again at the next start. */
const RENDERER_VERSION = 1;

/** Arbitrary constant naming the advisory lock that keeps two starting instances from seeding at once. */
const FAQ_SEED_LOCK_ID = 727_002;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export interface FaqSeedResult {
  /** Categories and articles inserted or updated (an article moved in the list counts). */
  written: number;
  deleted: number;
}

function textRows(articleId: string, article: FaqArticleSeed) {
  return SUPPORTED_LOCALES.map((locale) => {
    const body = article.body?.[locale] ?? null;
    const rendered = body === null ? null : renderFaqBody(body);
    return {
      articleId,
      locale,
      title: article.title[locale].trim(),
      summary: article.summary[locale].trim(),
      bodyMarkdown: body,
      contentHtml: rendered?.html ?? null,
      headings: rendered?.headings ?? [],
      bodyText: rendered?.text ?? '',
    };
  });
}

/**
 * Brings the knowledge base to the seed (by default what this code ships): categories and articles
 * are upserted by slug, texts rewritten when their source changed, and anything no longer in the seed
 * deleted (with its votes). Each row keeps a hash of its source, so an unchanged seed costs two reads
 * and writes nothing; article ids survive re-seeding, and updated_at moves only when the content does.
 */
export async function seedFaq(db: Db, seed: FaqSeed = shippedFaqSeed): Promise<FaqSeedResult> {
  const problems = faqSeedProblems(seed);
  if (problems.length) throw new Error(`The knowledge base seed is invalid:\n- ${problems.join('\n- ')}`);

  const categories = seed.categories.map((category, position) => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    position,
    sourceHash: hashOf([category, position]),
  }));
  const articles = seed.articles.map((article, position) => ({
    article,
    position,
    sourceHash: hashOf([RENDERER_VERSION, article]),
  }));

  const storedCategories = new Map(
    (
      await db.select({ slug: faqCategories.slug, sourceHash: faqCategories.sourceHash }).from(faqCategories)
    ).map((row) => [row.slug, row.sourceHash]),
  );
  const storedArticles = new Map(
    (
      await db
        .select({
          slug: faqArticles.slug,
          sourceHash: faqArticles.sourceHash,
          position: faqArticles.position,
        })
        .from(faqArticles)
    ).map((row) => [row.slug, row]),
  );

  const changedCategories = categories.filter(
    (category) => storedCategories.get(category.slug) !== category.sourceHash,
  );
  const changedArticles = articles.filter(
    ({ article, sourceHash }) => storedArticles.get(article.slug)?.sourceHash !== sourceHash,
  );
  const movedArticles = articles.filter(({ article, sourceHash, position }) => {
    const stored = storedArticles.get(article.slug);
    return stored?.sourceHash === sourceHash && stored.position !== position;
  });
  const seedArticleSlugs = new Set(articles.map(({ article }) => article.slug));
  const seedCategorySlugs = new Set(categories.map((category) => category.slug));
  const goneArticles = [...storedArticles.keys()].filter((slug) => !seedArticleSlugs.has(slug));
  const goneCategories = [...storedCategories.keys()].filter((slug) => !seedCategorySlugs.has(slug));
  const result = {
    written: changedCategories.length + changedArticles.length + movedArticles.length,
    deleted: goneArticles.length + goneCategories.length,
  };
  if (!result.written && !result.deleted) return result;

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FAQ_SEED_LOCK_ID})`);
    if (goneArticles.length) await tx.delete(faqArticles).where(inArray(faqArticles.slug, goneArticles));
    if (changedCategories.length) {
      await tx
        .insert(faqCategories)
        .values(changedCategories)
        .onConflictDoUpdate({
          target: faqCategories.slug,
          set: {
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            position: sql`excluded.position`,
            sourceHash: sql`excluded.source_hash`,
          },
        });
    }
    const categoryIds = new Map(
      (await tx.select({ id: faqCategories.id, slug: faqCategories.slug }).from(faqCategories)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    if (changedArticles.length) {
      const written = await tx
        .insert(faqArticles)
        .values(
          changedArticles.map(({ article, position, sourceHash }) => ({
            slug: article.slug,
            categoryId: categoryIds.get(article.category) as string,
            isPopular: article.popular,
            position,
            sourceHash,
          })),
        )
        .onConflictDoUpdate({
          target: faqArticles.slug,
          set: {
            categoryId: sql`excluded.category_id`,
            isPopular: sql`excluded.is_popular`,
            position: sql`excluded.position`,
            sourceHash: sql`excluded.source_hash`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: faqArticles.id, slug: faqArticles.slug });
      const idOf = new Map(written.map((row) => [row.slug, row.id]));
      await tx
        .insert(faqArticleTexts)
        .values(changedArticles.flatMap(({ article }) => textRows(idOf.get(article.slug) as string, article)))
        .onConflictDoUpdate({
          target: [faqArticleTexts.articleId, faqArticleTexts.locale],
          set: {
            title: sql`excluded.title`,
            summary: sql`excluded.summary`,
            bodyMarkdown: sql`excluded.body_markdown`,
            contentHtml: sql`excluded.content_html`,
            headings: sql`excluded.headings`,
            bodyText: sql`excluded.body_text`,
          },
        });
    }
    for (const { article, position } of movedArticles) {
      await tx.update(faqArticles).set({ position }).where(eq(faqArticles.slug, article.slug));
    }
    if (goneCategories.length)
      await tx.delete(faqCategories).where(inArray(faqCategories.slug, goneCategories));
  });
  return result;
}
