/** A UTF-16 surrogate half without its partner: not Unicode at all (stored as U+FFFD, or refused). */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text from outside (a Telegram profile, an import) made safe to store and show. Control characters go
 * (NUL, which PostgreSQL refuses in text; escapes), line breaks and tabs become spaces, bidirectional
 * overrides go (they make a name read backwards), lone surrogate halves go (invalid UTF-16, stored as
 * U+FFFD), whitespace runs become one space. Joiners and variation selectors stay: emoji survive whole.
 */
export function stripControlCharacters(text: string): string {
  return text
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '')
    .replace(/\s+/g, ' ')
    .trim();
}

const graphemes =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * At most `maxCodePoints` code points (what a PostgreSQL `varchar(n)` counts), cut only between
 * user-perceived characters (Intl.Segmenter graphemes): an emoji, a flag or a letter with its accents
 * is kept whole or left out, never halved into U+FFFD.
 */
export function truncateGraphemes(text: string, maxCodePoints: number): string {
  if ([...text].length <= maxCodePoints) return text;
  let result = '';
  let used = 0;
  const segments = graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : Array.from(text);
  for (const segment of segments) {
    const size = [...segment].length;
    if (used + size > maxCodePoints) break;
    result += segment;
    used += size;
  }
  return result;
}

/** A display name from outside: cleaned, trimmed, cut to the column's size; null when nothing is left. */
export function plainName(value: string | null | undefined, maxCodePoints: number): string | null {
  if (typeof value !== 'string') return null;
  const name = truncateGraphemes(stripControlCharacters(value), maxCodePoints).trim();
  return name || null;
}
