import type { Locale } from '@donut/i18n';
import { shippedFaqSeed, type FaqSeed } from './seed-data';

/**
 * Russian and Georgian articles are written in Cyrillic and Georgian script; Latin letters are kept
 * only for names the site itself writes in Latin in that language. A plan is never one of them: the
 * site calls them «Старт»… «Корпоративный» and „სტარტი“… „კორპორატიული“ (rates.seed-data.ts).
 */
const ALLOWED_EVERYWHERE = [
  // Brands and products.
  'Donut',
  'Telegram',
  'WhatsApp',
  'Instagram',
  'VK',
  'Google',
  // Technical names the interface shows as they are.
  'CRM',
  'USD',
  'ID',
  'JPEG',
  'PNG',
  'Caps Lock',
  // Literal examples of what a reader types or sees: a weak password, suggested site addresses.
  'qwerty',
  'salon-zhasmin',
  'salon-zhasmin-batumi',
  'saloni-ia',
  'saloni-ia-batumi',
];

const ALLOWED_IN: Partial<Record<Locale, string[]>> = {
  // The Russian interface and e-mails write "e-mail" (api/src/i18n/ru.json, the "E-mail подтверждён" notification).
  ru: ['e-mail', 'E-mail'],
  // The Georgian plan pages write "GB" ("საცავი: {value} GB"), the Russian ones "ГБ".
  ka: ['GB'],
};

const CHECKED_LOCALES = ['ru', 'ka'] as const;

/** A Latin word, hyphenated parts included ("e-mail", "salon-zhasmin"); "Telegram-бота" gives "Telegram". */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g;

/** The Latin words of a text that are neither allowed nor part of a link target, URL or path. */
function latinWordsIn(text: string, locale: Locale): string[] {
  const allowed = [...ALLOWED_EVERYWHERE, ...(ALLOWED_IN[locale] ?? [])];
  const phrases = allowed.filter((word) => word.includes(' '));
  const words = new Set(allowed.filter((word) => !word.includes(' ')));
  let rest = text
    .replace(/\]\([^)]*\)/g, '] ') // Markdown link targets: [текст](/ru/client/projects)
    .replace(/<?https?:\/\/[^\s>)]+>?/g, ' ') // bare URLs
    .replace(/(^|[\s(])\/[A-Za-z0-9/_.-]+/g, '$1 '); // paths: "/admin"
  for (const phrase of phrases) rest = rest.replaceAll(phrase, ' ');
  return [...rest.matchAll(LATIN_WORD)].map(([word]) => word).filter((word) => !words.has(word));
}

/** "where (locale): words" for each text of the seed with a Latin word outside the allow-list. */
function latinWordProblems(seed: FaqSeed): string[] {
  const problems: string[] = [];
  const check = (where: string, text: Partial<Record<Locale, string>> | null) => {
    for (const locale of CHECKED_LOCALES) {
      const found = text?.[locale] ? latinWordsIn(text[locale] as string, locale) : [];
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
  it('finds plan names and other English words, but not brands, link targets or paths', () => {
    expect(
      latinWordsIn(
        '14 дней на тарифе Business: откройте [Тарифы](/ru/client/about/rates) и Telegram-бота.',
        'ru',
      ),
    ).toEqual(['Business']);
    expect(
      latinWordsIn(
        'Start (9 USD в месяц) или Basic, CRM по адресу сайта с /admin в конце, https://donut.ge/ru.',
        'ru',
      ),
    ).toEqual(['Start', 'Basic']);
    expect(latinWordsIn('14 დღე Business ტარიფზე, Donut-ის CRM-ით და 25 GB.', 'ka')).toEqual(['Business']);
    expect(latinWordsIn('Хранилище 25 GB, подтвердите e-mail, нажмите Caps Lock.', 'ru')).toEqual(['GB']);
    expect(latinWordsIn('დაადასტურეთ e-mail.', 'ka')).toEqual(['e-mail']);
  });

  it('has none outside the allow-list in any shipped article or category', () => {
    expect(latinWordProblems(shippedFaqSeed)).toEqual([]);
  });
});
