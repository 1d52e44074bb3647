import { excerptAt, type Finding } from './finding';
import type { LocaleStyle } from './glossary';

/** How far a closing mark may follow its opening one and still count as the same quotation. */
const QUOTATION = 60;
const escape = (text: string) => text.replace(/[\\\]^-]/g, '\\$&');

/**
 * Quote characters the locale does not use («» in Georgian, " in Russian), and double quotes that do not
 * pair up (an opening „ without its “). Apostrophes are not counted: ’ is also English's apostrophe.
 */
export function quoteFindings(text: string, style: LocaleStyle): Finding[] {
  const { outer, inner, avoid } = style.quotes;
  const hint = `quote with ${outer[0]}…${outer[1]}${inner !== outer ? `, inside them ${inner[0]}…${inner[1]}` : ''}`;
  const findings: Finding[] = [];
  if (avoid) {
    let reportedAt = -Infinity;
    for (const match of text.matchAll(new RegExp(`[${escape(avoid)}]`, 'gu'))) {
      // Once per quotation: its closing mark is usually wrong too.
      if (match.index - reportedAt < QUOTATION) continue;
      reportedAt = match.index;
      findings.push({ rule: 'quotes', excerpt: excerptAt(text, match.index, 1), hint });
    }
  }
  for (const [open, close] of new Set([outer, inner])) {
    if (open === '‘' || close === '’') continue;
    const opened = text.split(open).length - 1;
    const closed = text.split(close).length - 1;
    if (opened !== closed) {
      const at = Math.max(text.indexOf(opened > closed ? open : close), 0);
      findings.push({
        rule: 'quotes',
        excerpt: excerptAt(text, at, 1),
        hint: `${opened} ${open} but ${closed} ${close}: ${hint}`,
      });
    }
  }
  return findings;
}
