/** One problem in one text: the rule it breaks, the words around it, and what to write instead. */
export interface Finding {
  rule: string;
  excerpt: string;
  hint?: string;
}

const AROUND = 30;

/** The match with some text on each side, on one line. */
export function excerptAt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - AROUND);
  const end = Math.min(text.length, index + length + AROUND);
  const line = text.slice(start, end).replace(/\s*\n\s*/g, ' ⏎ ');
  return `${start > 0 ? '…' : ''}${line}${end < text.length ? '…' : ''}`;
}

/** Letters of any script, with their combining marks: what a word is made of in ru, en and ka. */
export const LETTER = '[\\p{L}\\p{M}]';
