import { parse } from '@formatjs/icu-messageformat-parser';
import type { Finding } from './finding';
import { COPY_LOCALES, type CopyLocale, type Glossary } from './glossary';
import { proseOf } from './icu-text';
import { pluralFindings } from './plural-rules';
import { quoteFindings } from './quote-rules';
import { artefactFindings, renderFindings } from './render-rules';
import { termFindings, termMatchers, type TermMatcher } from './term-rules';

/**
 * One text a reader sees: a catalog message (`icu`, rendered before its artefacts are looked for) or a text
 * that is already final (`text`: an article, a legal paragraph, a rendered mail).
 */
export interface CopyEntry {
  file: string;
  key: string;
  locale: string;
  text: string;
  format: 'icu' | 'text';
}

export interface Violation extends Finding {
  file: string;
  key: string;
}

const isCopyLocale = (locale: string): locale is CopyLocale =>
  (COPY_LOCALES as readonly string[]).includes(locale);

function findingsOf(entry: CopyEntry, glossary: Glossary, matchers: TermMatcher[]): Finding[] {
  const style = glossary.locales[entry.locale as CopyLocale];
  if (entry.format === 'text')
    return [
      ...termFindings(entry.text, matchers),
      ...quoteFindings(entry.text, style),
      ...artefactFindings(entry.text, entry.locale),
    ];
  let elements;
  try {
    elements = parse(entry.text, { requiresOtherClause: true });
  } catch {
    return []; // i18n-check reports the syntax error itself.
  }
  const prose = proseOf(elements);
  return [
    ...pluralFindings(elements, entry.locale),
    ...termFindings(prose, matchers),
    ...quoteFindings(prose, style),
    ...renderFindings(entry.text, elements, entry.locale),
  ];
}

/** Every violation of the glossary and the copy rules in the entries, in their order. */
export function checkCopy(entries: readonly CopyEntry[], glossary: Glossary): Violation[] {
  const matchers = new Map(COPY_LOCALES.map((locale) => [locale, termMatchers(glossary, locale)]));
  return entries.flatMap((entry) =>
    isCopyLocale(entry.locale)
      ? findingsOf(entry, glossary, matchers.get(entry.locale) ?? []).map((finding) => ({
          file: entry.file,
          key: entry.key,
          ...finding,
        }))
      : [],
  );
}

/** "file: key: rule: excerpt (hint)", the line the check prints for a violation. */
export const formatViolation = ({ file, key, rule, excerpt, hint }: Violation) =>
  `${file}: ${key}: ${rule}: ${excerpt}${hint ? ` (${hint})` : ''}`;
