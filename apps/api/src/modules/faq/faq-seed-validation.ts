import { SUPPORTED_LOCALES } from '@donut/i18n';
import type { LocalizedText } from '../../db/schema';
import { renderFaqBody } from './faq-markdown';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from './faq-highlight';
import type { FaqSeed } from './seed-data';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_CATEGORY_SLUG = 80;
export const MAX_ARTICLE_SLUG = 120;

function textProblems(where: string, text: LocalizedText | null): string[] {
  if (!text) return [];
  return SUPPORTED_LOCALES.flatMap((locale) => {
    const value = text[locale];
    if (typeof value !== 'string' || !value.trim()) return [`${where}: the ${locale} text is empty`];
    if (value.includes(HIGHLIGHT_START) || value.includes(HIGHLIGHT_STOP))
      return [`${where}: the ${locale} text has a reserved character`];
    return [];
  });
}

function slugProblems(where: string, slug: string, max: number, seen: Set<string>): string[] {
  const problems: string[] = [];
  if (!SLUG.test(slug) || slug.length > max)
    problems.push(`${where}: the slug must be lower-case words joined by "-", at most ${max} characters`);
  if (seen.has(slug)) problems.push(`${where}: the slug is used twice`);
  seen.add(slug);
  return problems;
}

/**
 * What is wrong with a knowledge-base seed, in words an author can act on; empty when it can be
 * written. The seed refuses to write anything while this is not empty, and a test runs it on the
 * shipped articles, so a mistake fails CI rather than a page.
 */
export function faqSeedProblems(seed: FaqSeed): string[] {
  const categorySlugs = new Set<string>();
  const articleSlugs = new Set<string>();
  const problems = seed.categories.flatMap((category) => [
    ...slugProblems(`category "${category.slug}"`, category.slug, MAX_CATEGORY_SLUG, categorySlugs),
    ...textProblems(`category "${category.slug}" name`, category.name),
    ...textProblems(`category "${category.slug}" description`, category.description),
  ]);
  for (const article of seed.articles) {
    const where = `article "${article.slug}"`;
    problems.push(...slugProblems(where, article.slug, MAX_ARTICLE_SLUG, articleSlugs));
    if (!categorySlugs.has(article.category))
      problems.push(`${where}: unknown category "${article.category}"`);
    problems.push(
      ...textProblems(`${where} title`, article.title),
      ...textProblems(`${where} summary`, article.summary),
      ...textProblems(`${where} body`, article.body),
    );
    for (const locale of SUPPORTED_LOCALES) {
      const body = article.body?.[locale];
      if (body)
        problems.push(
          ...renderFaqBody(body).problems.map((problem) => `${where} body (${locale}): ${problem}`),
        );
    }
  }
  return problems;
}
