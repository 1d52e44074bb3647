/**
 * Latin letters for Russian (common passport-style romanization) and Georgian (the national system of
 * 2002), so a heading in any of the product's languages gets a readable id: "Как начать" → "kak-nachat",
 * "როგორ დავიწყოთ" → "rogor-davitsqot".
 */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: 'k',
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: 'p',
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: 't',
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: 'q',
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: 'ts',
  ჭ: 'ch',
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
};

const MAX_ANCHOR_LENGTH = 60;

/** A URL-safe id from a heading's text: transliterated, lower-case, words joined by "-". */
export function headingAnchor(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => LATIN[char] ?? char).join('');
  return latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_ANCHOR_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out the anchors of one article: unique ("faq" twice → "faq", "faq-2"), and never empty (a
 * heading of emoji only becomes "section-3").
 */
export function createAnchorSet() {
  const taken = new Set<string>();
  let headings = 0;
  return (text: string): string => {
    headings += 1;
    const base = headingAnchor(text) || `section-${headings}`;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
    taken.add(anchor);
    return anchor;
  };
}
