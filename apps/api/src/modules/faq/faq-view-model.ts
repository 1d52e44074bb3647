import type { Locale } from '@donut/i18n';
import { highlightHtml } from './faq-highlight';
import type { FaqArticleRow, FaqCategoryRow } from './faq.service';

export function toFaqCategory(row: FaqCategoryRow, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[locale],
    description: row.description[locale],
    article_count: row.articleCount,
  };
}

export function toFaqArticle(row: FaqArticleRow, category: FaqCategoryRow, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: toFaqCategory(category, locale),
    is_popular: row.isPopular,
    content_html: row.contentHtml,
    headings: row.headings,
    highlight: row.headline === null ? null : highlightHtml(row.headline),
    updated_at: row.updatedAt.toISOString(),
  };
}
