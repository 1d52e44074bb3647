import { WEBSITE_ADDRESS_MAX_LENGTH, WEBSITE_ADDRESS_MIN_LENGTH } from './website-address';

// Russian: the passport (ICAO 9303) romanization most Russians recognise in their own names.
const RUSSIAN: Record<string, string> = {
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
  й: 'i',
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
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

// Georgian: the national system of 2002, without its apostrophes (they cannot appear in an address).
const GEORGIAN: Record<string, string> = {
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

/** Latin letters for Russian and Georgian text; other letters lose their accents or drop out. */
export function transliterate(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => RUSSIAN[char] ?? GEORGIAN[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * A website address proposed from a project's name (spec §5 rules): transliterated, lowercase,
 * words joined by hyphens, padded to the minimum length, cut to a DNS label.
 * @example suggestWebsiteAddress('Салон «Жасмин»') // 'salon-zhasmin'
 */
export function suggestWebsiteAddress(name: string, padding = 'studio'): string {
  let address = transliterate(name)
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, WEBSITE_ADDRESS_MAX_LENGTH)
    .replace(/-+$/, '');
  if (address.length < WEBSITE_ADDRESS_MIN_LENGTH) address = address ? `${address}-${padding}` : padding;
  return address.slice(0, WEBSITE_ADDRESS_MAX_LENGTH);
}
