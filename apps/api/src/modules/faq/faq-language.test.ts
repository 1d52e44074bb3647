import { latinWordsIn, type Locale } from '@donut/i18n';
import { shippedFaqSeed, type FaqSeed } from './seed-data';

/**
 * Russian and Georgian articles are written in Cyrillic and Georgian script; Latin letters are kept only for
 * the names the whole site writes in Latin (the allow-list in @donut/i18n, which the browser sweep of every
 * /ru and /ka page uses too) and for the literal examples below.
 */
const FAQ_EXAMPLES = [
  // What a reader types or sees: a weak password, suggested site addresses.
  'qwerty',
  'salon-zhasmin',
  'salon-zhasmin-batumi',
  'saloni-ia',
  'saloni-ia-batumi',
];

const CHECKED_LOCALES = ['ru', 'ka'] as const;

/** "where (locale): words" for each text of the seed with a Latin word outside the allow-list. */
function latinWordProblems(seed: FaqSeed): string[] {
  const problems: string[] = [];
  const check = (where: string, text: Partial<Record<Locale, string>> | null) => {
    for (const locale of CHECKED_LOCALES) {
      const found = text?.[locale] ? latinWordsIn(text[locale] as string, locale, FAQ_EXAMPLES) : [];
      if (found.length) problems.push(`${where} (${locale}): ${[...new Set(found)].join(', ')}`);
    }
  };
  for (const category of seed.categories) {
    check(`category "${category.slug}" name`, category.name);
    check(`category "${category.slug}" description`, category.description);
  }
  for (const article of seed.articles) {
    check(`article "${article.slug}" title`, article.title);
    check(`article "${article.slug}" summary`, article.summary);
    check(`article "${article.slug}" body`, article.body);
  }
  return problems;
}

describe('Latin words in the Russian and Georgian knowledge base', () => {
  it('has none outside the allow-list in any shipped article or category', () => {
    expect(latinWordProblems(shippedFaqSeed)).toEqual([]);
  });
});
