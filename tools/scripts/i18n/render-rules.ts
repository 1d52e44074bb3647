import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { excerptAt, type Finding } from './finding';
import { argumentsOf, tagsOf } from './icu-text';
import { sampleValueSets } from './sample-values';

/**
 * What a reader must never see, whatever the values: «г..» (a full stop after a Russian date that ends in
 * «г.»), doubled marks, two spaces, a brace of an unfilled placeholder, a JavaScript value printed as text,
 * and a Georgian place number without its ordinal («2 ადგილზე» for «მე-2 ადგილზე»).
 */
const ARTEFACTS: ReadonlyArray<{ rule: string; find: RegExp; hint: string; locales?: string[] }> = [
  {
    rule: 'double-full-stop',
    find: /(?<!\.)\.\.(?!\.)/g,
    hint: 'one full stop (a date ending in «г.» needs no other)',
  },
  // A full stop before a comma stays: it ends an abbreviation («2026 г., затем»).
  { rule: 'doubled-punctuation', find: /([,;:!?])\s*\1|[,;:]\s*[.!?]|[!?] ?[,;:]/g, hint: 'one mark' },
  {
    rule: 'space-before-punctuation',
    find: /(?<=\S)[ \u00a0]+[,.;:!?](?![\d.])/g,
    hint: 'no space before the mark',
  },
  { rule: 'double-space', find: /(?<=\S) {2,}(?=\S)/g, hint: 'one space' },
  { rule: 'leftover-brace', find: /[{}]/g, hint: 'a placeholder was not filled' },
  {
    rule: 'js-value',
    find: /\bundefined\b|\bNaN\b|\[object \w+\]|\bnull\b/g,
    hint: 'a value printed as JavaScript',
  },
  {
    rule: 'ka-ordinal',
    // A number before a noun of rank, with neither «მე-» before it nor «-ლი»/«-ე» after it.
    find: /(?<!მე-)(?<![\d-])\d+(?![\d-])\s+(?:ადგილ|პოზიცი|საფეხურ|ეტაპ|რიგ)/gu,
    hint: 'an ordinal: მე-{n} (1-ლი, 21-ე): {n, selectordinal, one {#-ლ} many {მე-#} other {#-ე}}',
    locales: ['ka'],
  },
];

/** Artefacts in a text as the reader gets it. */
export function artefactFindings(text: string, locale: string): Finding[] {
  return ARTEFACTS.filter(({ locales }) => !locales || locales.includes(locale)).flatMap(
    ({ rule, find, hint }) =>
      [...text.matchAll(find)].map((match) => ({
        rule,
        excerpt: excerptAt(text, match.index, match[0].length),
        hint,
      })),
  );
}

/**
 * The message formatted with the real formatter (the one react-intl and the API use) for every sample value
 * set, each rendering checked for artefacts; a rendering that throws is a finding too.
 */
export function renderFindings(
  message: string,
  elements: readonly MessageFormatElement[],
  locale: string,
): Finding[] {
  let format: IntlMessageFormat;
  try {
    format = new IntlMessageFormat(message, locale);
  } catch (error) {
    return [{ rule: 'render', excerpt: message.slice(0, 60), hint: (error as Error).message }];
  }
  const tags = Object.fromEntries(
    [...tagsOf(elements)].map((tag) => [tag, (chunks: unknown[]) => chunks.join('')]),
  );
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const values of sampleValueSets(argumentsOf(elements), locale)) {
    let rendered: string;
    try {
      rendered = String(format.format({ ...values, ...tags }));
    } catch (error) {
      findings.push({ rule: 'render', excerpt: JSON.stringify(values), hint: (error as Error).message });
      continue;
    }
    for (const finding of artefactFindings(rendered, locale)) {
      const key = `${finding.rule} ${finding.excerpt}`;
      if (!seen.has(key)) findings.push(finding);
      seen.add(key);
    }
  }
  return findings;
}
