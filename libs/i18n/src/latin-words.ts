import type { Locale } from './locales';

/**
 * Latin words a Russian or Georgian text may show: names the product writes in Latin in every language.
 * Anything else in Latin script on a /ru or /ka page is English that slipped through (a plan called
 * "Business", "Page Not Found", a hard-coded label). Plans are never here: the site calls them «Старт»…
 * «Корпоративный» and „სტარტი“… „კორპორატიული“.
 */
export const LATIN_WORDS_ALLOWED: readonly string[] = [
  // Brands and products.
  'Donut',
  'Telegram',
  'WhatsApp',
  'Instagram',
  'VK',
  'Google',
  // Technical names the interface shows as they are; Russian and Georgian write them in Latin too.
  'CRM',
  'USD',
  'ID',
  'IP',
  'JPEG',
  'JPG',
  'PNG',
  // The products' spreadsheet format and its text encoding (the CRM's import and export).
  'CSV',
  'UTF-8',
  'Caps Lock',
  'cookie',
  'Cookie',
  // Names of the browser storage the cookie policy explains, quoted in its sentences.
  'donut-locale',
  'app-language',
];

/** Latin words allowed in one language only. */
export const LATIN_WORDS_ALLOWED_IN: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  // The Russian interface and e-mails write "e-mail" ("E-mail подтверждён").
  ru: ['e-mail', 'E-mail'],
  // Units are not here: Russian writes «ГБ», Georgian «გბ» (docs/glossary.md).
};

/**
 * Latin labels allowed in one language only as written here, inside that language's quotes: a button of an
 * interface that has no translation into it. Telegram has no Georgian interface, so a Georgian text names
 * the bot's button as Telegram shows it, „Start“ (docs/glossary.md, telegram-start); a bare Start is still
 * the plan the site calls „სტარტი“.
 */
export const LATIN_LABELS_QUOTED_IN: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  ka: ['„Start“'],
};

/** A Latin word, hyphenated parts included ("e-mail", "salon-zhasmin"); "Telegram-бота" gives "Telegram". */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g;

/** What is not a word of the language: link targets, addresses, paths, e-mail addresses, host names and handles. */
const NOT_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\]\([^)]*\)/g, '] '], // Markdown link targets: [текст](/ru/client/projects)
  [/<?https?:\/\/[^\s>)]+>?/g, ' '], // URLs
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' '], // e-mail addresses: support@donut.ge
  [/\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d+)?(?:\/[\w/.-]*)?/g, ' '], // host names: salon.donut.ge, t.me/donut
  [/(^|[\s(])\/[\w/.-]+/g, '$1 '], // paths: "/admin"
  [/(^|[^\w.])@\w+/g, '$1 '], // messenger handles: @donut_support
  [/\bUS\$/g, ' '], // the dollar's sign in Georgian number formats: "9 US$"
];

/**
 * The Latin words of a Russian or Georgian text that are neither allowed ({@link LATIN_WORDS_ALLOWED},
 * the locale's own, its quoted labels ({@link LATIN_LABELS_QUOTED_IN}), and `alsoAllowed`, e.g. literal
 * examples a text quotes) nor part of a link target, URL, path, e-mail address, host name or handle.
 * Allowed entries with a space ("Caps Lock") match as a phrase.
 *
 * @example
 * latinWordsIn('14 дней на тарифе Business в Telegram-боте', 'ru'); // ['Business']
 */
export function latinWordsIn(text: string, locale: Locale, alsoAllowed: readonly string[] = []): string[] {
  const allowed = [...LATIN_WORDS_ALLOWED, ...(LATIN_WORDS_ALLOWED_IN[locale] ?? []), ...alsoAllowed];
  const phrases = allowed.filter((word) => word.includes(' '));
  const words = new Set(allowed.filter((word) => !word.includes(' ')));
  let rest = NOT_WORDS.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    text,
  );
  for (const phrase of [...phrases, ...(LATIN_LABELS_QUOTED_IN[locale] ?? [])])
    rest = rest.replaceAll(phrase, ' ');
  return [...rest.matchAll(LATIN_WORD)].map(([word]) => word).filter((word) => !words.has(word));
}
