/**
 * Brand names as the articles write them, with the ways readers type them: in their own script
 * ("телеграм", "ტელეგრამი"), inflected ("в телеграме", "ტელეგრამში") or misspelled ("телеграмм").
 * The articles keep brands in Latin script, and no stemmer links "телеграм" to "Telegram", so the
 * search rewrites such words to the brand before Postgres reads it (see listFaqArticles).
 *
 * Only brands the Russian and Georgian articles actually name are listed (faq-synonyms.test.ts checks
 * it): rewriting to a word no article has would find nothing anyway. Add one with the article that
 * names it. Patterns match one lower-cased word ("ё" read as "е"), whole.
 */

/** Endings of a Russian masculine noun: "телеграм", -а, -у, -е, -ом, -ы, -ов, -ам, -ами, -ах. */
const RU = '(?:а|у|е|ом|ы|ов|ам|ами|ах)?';

/**
 * Endings of a Georgian noun on a consonant stem: cases (-ი, -მა, -ს, -ის, -ით, -ად) and the common
 * postpositions (-ში, -ზე, -თან, -იდან, -ისთვის, -ისგან, -ამდე, -ივით).
 */
const KA = '(?:ი|მა|ს|ის|ით|ად|ში|ზე|თან|იდან|ისთვის|ისგან|ამდე|ივით)?';

export interface FaqSearchSynonym {
  /** The word as the articles write it. */
  brand: string;
  /** What a reader may type instead. */
  typed: RegExp;
}

export const FAQ_SEARCH_SYNONYMS: readonly FaqSearchSynonym[] = [
  {
    brand: 'Telegram',
    typed: new RegExp(`^(?:телеграмм?${RU}|тг|tg|telegramm|telgram|telegarm|[ტთ]ელეგრამმ?${KA})$`, 'u'),
  },
  {
    brand: 'Donut',
    typed: new RegExp(
      `^(?:дон[ау]т${RU}|доунат${RU}|донатс|donat|donuts|dount|donnut|დონ[აუ][ტთ]${KA})$`,
      'u',
    ),
  },
  {
    // Typed in Russian letters: "срм", "црм".
    brand: 'CRM',
    typed: /^(?:срм|црм)$/u,
  },
];

/** A word of the search: letters and digits of any script. Quotes, "-", spaces and "or" stay around it. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

function brandFor(word: string): string | null {
  const typed = word.toLowerCase().replaceAll('ё', 'е');
  return FAQ_SEARCH_SYNONYMS.find((synonym) => synonym.typed.test(typed))?.brand ?? null;
}

/**
 * The search with each brand typed another way rewritten as the articles write it; everything else,
 * including the web-search syntax ("quotes", -minus, or), as typed:
 * `"бот в телеграме" -донат` → `"бот в Telegram" -Donut`.
 */
export function withFaqSynonyms(search: string): string {
  return search.replace(WORD, (word) => brandFor(word) ?? word);
}
