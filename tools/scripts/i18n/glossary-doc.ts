import { COPY_LOCALES, type AvoidedVariant, type Glossary, type TermInLocale } from './glossary';

/** The Latin allow-list of @donut/i18n: the names every language writes in Latin. */
export interface LatinWords {
  LATIN_WORDS_ALLOWED: readonly string[];
  LATIN_WORDS_ALLOWED_IN: Readonly<Partial<Record<string, readonly string[]>>>;
}

const LANGUAGE = { ru: 'Russian', en: 'English', ka: 'Georgian' } as const;

/** A table cell: pipes escaped (also inside code spans, as GitHub tables need), line breaks flattened. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;

function avoided(variant: AvoidedVariant): string {
  const what =
    variant.stem !== undefined
      ? `${variant.stem}… (any ending)`
      : variant.word !== undefined
        ? variant.word
        : `${code(variant.pattern as string)} (pattern)`;
  const except = variant.except?.length ? `, except in ${variant.except.map(code).join(', ')}` : '';
  return `${what}${except}${variant.note ? `: ${variant.note}` : ''}`;
}

function termRow(locale: string, entry: TermInLocale): string {
  const avoid = (entry.avoid ?? []).map(avoided).join('<br>') || '—';
  return `| ${locale} | ${cell(entry.use)} | ${cell(avoid)} | ${cell(entry.note ?? '')} |`;
}

const INTRO = `One word per concept in Russian, English and Georgian, the variants each language avoids, and each
language's typography. The catalog check enforces it on every text a reader sees; this page is written from
\`libs/i18n/src/glossary/terms.json\`, the one source, by \`npm run i18n:glossary\` (ADR 0026).`;

const HOW_TO = `## Adding or changing a term

1. Edit \`libs/i18n/src/glossary/terms.json\`: a term has an \`id\`, the \`concept\` in one sentence, and for each of
   \`ru\`, \`en\` and \`ka\` the word to \`use\`, the variants to \`avoid\` and a \`note\` for translators.
2. An avoided variant is a \`stem\` (a word starting with it, with any case ending: Russian and Georgian decline),
   a whole \`word\`, or a \`pattern\` (a regular expression, Unicode, case-insensitive) for a word that is wrong only
   in some company («მოთხოვნა» next to «სერვისი»). \`except\` lists patterns inside which a match is fine
   ("Telegram-ის მომხმარებ": a Telegram user).
3. Run \`npm run i18n:glossary\` to rewrite this page, then \`node tools/scripts/i18n-check.mjs\`: it lists every
   text that uses an avoided variant as \`file: key: rule: excerpt\`. Fix them, or narrow the variant.

Plan names come from the plans the site sells (\`apps/api/src/modules/rates/rates.seed-data.ts\`); the check fails
when the two differ. The do-not-translate list is the Latin allow-list of \`libs/i18n/src/latin-words.ts\`.`;

const CHECKS = `## What the check enforces

\`node tools/scripts/i18n-check.mjs\` (the "message catalogs" step of \`npm test\`) reads every catalog, the
knowledge-base articles, the legal pages, the mails (rendered by their own code) and the plans' descriptions, and
fails on:

- \`term:<id>\`: an avoided variant of a term below; \`plan-name\`: a plan named in English in ru or ka;
- \`unit\`: a unit the locale does not write; \`yo\`: a Russian word below spelt with е;
- \`quotes\`: a quote character the locale does not use, or quotes that do not pair up;
- \`plural-forms\`: a plural without the locale's CLDR forms (ru one, few, many, other; en and ka one, other),
  or with a form the locale does not have;
- what a reader must never see, in every message rendered by intl-messageformat with sample values (counts
  0, 1, 2, 5, 21, 22, two dates, every select branch): \`double-full-stop\` («г..»), \`doubled-punctuation\`,
  \`space-before-punctuation\`, \`double-space\`, \`leftover-brace\`, \`js-value\` (undefined, NaN, [object …]),
  \`ka-ordinal\` (a Georgian place number without «მე-»).`;

/** docs/glossary.md: written from the termbase, never by hand. */
export function glossaryMarkdown(glossary: Glossary, latin: LatinWords): string {
  const out: string[] = [
    '# Glossary',
    '',
    '<!-- Written by npm run i18n:glossary from libs/i18n/src/glossary/terms.json; edit that file, not this one. -->',
    '',
    INTRO,
    '',
    HOW_TO,
    '',
    CHECKS,
    '',
    '## Terms',
  ];
  for (const term of glossary.terms) {
    out.push(
      '',
      `### ${term.id}`,
      '',
      term.concept,
      '',
      '| | use | avoid | note |',
      '| --- | --- | --- | --- |',
    );
    for (const locale of COPY_LOCALES) out.push(termRow(locale, term[locale]));
  }
  out.push(
    '',
    '## Plan names',
    '',
    glossary.plans.note,
    '',
    '| code | ru | en | ka |',
    '| --- | --- | --- | --- |',
  );
  for (const plan of glossary.plans.names)
    out.push(`| ${plan.code} | ${plan.ru} | ${plan.en} | ${plan.ka} |`);
  out.push('', '## Typography');
  for (const locale of COPY_LOCALES) {
    const { quotes, units, dates, yo } = glossary.locales[locale];
    out.push(
      '',
      `### ${LANGUAGE[locale]} (${locale})`,
      '',
      `- Quotes: ${quotes.outer[0]}…${quotes.outer[1]}${quotes.inner !== quotes.outer ? `, inside them ${quotes.inner[0]}…${quotes.inner[1]}` : ''}; never ${[...quotes.avoid].map((mark) => code(mark)).join(' ')}. ${quotes.note}`,
      `- Units: ${units.use.join(', ')}${units.avoid.length ? `, not ${units.avoid.join(', ')}` : ''}. ${units.note}`,
      `- Dates: ${dates.long}${dates.long.endsWith('.') ? '' : '.'} ${dates.note}`,
    );
    if (yo) out.push(`- ё: ${yo.policy} ${yo.words.join(', ')}.`);
  }
  out.push(
    '',
    '## Do not translate',
    '',
    'Written in Latin in every language (a Georgian or Russian case ending joins with a hyphen: Donut-ის, Telegram-бот):',
    '',
    latin.LATIN_WORDS_ALLOWED.map(code).join(', ') + '.',
  );
  for (const [locale, words] of Object.entries(latin.LATIN_WORDS_ALLOWED_IN))
    out.push(
      '',
      `In ${LANGUAGE[locale as keyof typeof LANGUAGE] ?? locale} only: ${(words ?? []).map(code).join(', ')}.`,
    );
  return `${out.join('\n')}\n`;
}
