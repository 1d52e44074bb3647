import type { LocalizedText } from '../../reference/seed-data/types';

export interface FaqCategorySeed {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
}

/**
 * One knowledge-base article in ru, en and ka. `body` is a small Markdown subset: paragraphs, "## "
 * section headings (they make the "In this article" list), "- " and "1. " lists, **bold** and
 * [links](/ru/client/projects) to the product's own pages. A null body is an article in development
 * (spec §2: 'Статья находится в разработке').
 */
export interface FaqArticleSeed {
  slug: string;
  /** A FaqCategorySeed slug. */
  category: string;
  /** Shown on the knowledge base's front page. */
  popular: boolean;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText | null;
}
