import type { FaqArticleSeed, FaqCategorySeed } from './types';
import { faqCategories } from './categories';
import { faqArticleSeeds } from './articles';

/** What the knowledge base holds: the seed writes exactly this at start (faq.seed.ts). */
export interface FaqSeed {
  categories: readonly FaqCategorySeed[];
  articles: readonly FaqArticleSeed[];
}

export const shippedFaqSeed: FaqSeed = { categories: faqCategories, articles: faqArticleSeeds };

export type { FaqArticleSeed, FaqCategorySeed } from './types';
