import type { FaqArticleSeed } from '../types';
import { articlesPartA } from './part-a';
import { articlesPartB } from './part-b';

/** Every shipped article; their order here is the order of lists when not searching. */
export const faqArticleSeeds: readonly FaqArticleSeed[] = [...articlesPartA, ...articlesPartB];
