import { excerptAt, LETTER, type Finding } from './finding';
import type { AvoidedVariant, CopyLocale, Glossary } from './glossary';

/** One thing a locale's texts must not contain, found by a regular expression. */
export interface TermMatcher {
  rule: string;
  find: RegExp;
  /** Matches inside one of these are allowed. */
  except: RegExp[];
  hint: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWords = (words: readonly string[]) =>
  `(?<!${LETTER})(?:${words.map(escape).join('|')})(?!${LETTER})`;

function variantSource(variant: AvoidedVariant): string {
  if (variant.stem !== undefined) return `(?<!${LETTER})${escape(variant.stem)}${LETTER}*`;
  if (variant.word !== undefined) return wholeWords([variant.word]);
  return variant.pattern as string;
}

/** Everything the glossary forbids in one locale: avoided term variants, units, е for ё, Latin plan names. */
export function termMatchers(glossary: Glossary, locale: CopyLocale): TermMatcher[] {
  const style = glossary.locales[locale];
  const [open, close] = style.quotes.outer;
  const matchers: TermMatcher[] = [];
  for (const term of glossary.terms) {
    const { use, avoid = [], note } = term[locale];
    for (const variant of avoid)
      matchers.push({
        rule: `term:${term.id}`,
        find: new RegExp(variantSource(variant), 'giu'),
        except: (variant.except ?? []).map((source) => new RegExp(source, 'giu')),
        hint: [`use ${open}${use}${close}`, variant.note ?? note].filter(Boolean).join('; '),
      });
  }
  if (style.units.avoid.length)
    matchers.push({
      rule: 'unit',
      // A unit after a number or a placeholder: "25 GB", "{limit} GB", "5 МБ-მდე".
      find: new RegExp(
        `(?<=[\\d}][\\s\\u00a0\\u202f]?)(?:${style.units.avoid.map(escape).join('|')})(?!${LETTER})`,
        'gu',
      ),
      except: [],
      hint: `write ${style.units.use.join(', ')}`,
    });
  if (style.yo?.words.length) {
    const eSpellings = style.yo.words.map((word) => word.replace(/ё/g, 'е'));
    matchers.push({
      rule: 'yo',
      find: new RegExp(wholeWords(eSpellings), 'giu'),
      except: [],
      hint: 'write ё',
    });
  }
  // Telegram has no Georgian interface, so a Georgian text names its button as Telegram shows it: „Start“.
  const telegramStart = glossary.terms.find((term) => term.id === 'telegram-start')?.[locale].use;
  if (locale !== 'en')
    matchers.push({
      rule: 'plan-name',
      find: new RegExp(wholeWords(glossary.plans.names.map((plan) => plan.en)), 'gu'),
      except: telegramStart ? [new RegExp(escape(`${open}${telegramStart}${close}`), 'gu')] : [],
      hint: `the site's names: ${glossary.plans.names.map((plan) => plan[locale]).join(', ')}`,
    });
  return matchers;
}

/** A match that starts inside an allowed phrase ("Telegram-ის მომხმარებ" allows «მომხმარებლის» after it). */
const startsWithin = (index: number, spans: ReadonlyArray<[number, number]>) =>
  spans.some(([start, end]) => start <= index && index < end);

/** Each place the text breaks one of the matchers. */
export function termFindings(text: string, matchers: readonly TermMatcher[]): Finding[] {
  return matchers.flatMap(({ rule, find, except, hint }) => {
    const allowed = except.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match): [number, number] => [
        match.index,
        match.index + match[0].length,
      ]),
    );
    return [...text.matchAll(find)]
      .filter((match) => !startsWithin(match.index, allowed))
      .map((match) => ({ rule, excerpt: excerptAt(text, match.index, match[0].length), hint }));
  });
}
