/**
 * The termbase (libs/i18n/src/glossary/terms.json) as types, checked when it is read: a misspelt field or a
 * regular expression that does not compile fails the catalog check instead of silently checking nothing.
 */
export const COPY_LOCALES = ['ru', 'en', 'ka'] as const;
export type CopyLocale = (typeof COPY_LOCALES)[number];

/**
 * A variant a locale avoids: a `stem` (a word that starts with it, any case ending: "მომხმარებ" finds
 * «მომხმარებლებს»), a whole `word`, or a regular expression `pattern` (Unicode, case-insensitive). A match
 * inside an `except` expression's match is allowed ("Telegram-ის მომხმარებ": a Telegram user).
 */
export interface AvoidedVariant {
  stem?: string;
  word?: string;
  pattern?: string;
  except?: string[];
  note?: string;
}

export interface TermInLocale {
  use: string;
  avoid?: AvoidedVariant[];
  note?: string;
}

export type Term = { id: string; concept: string } & Record<CopyLocale, TermInLocale>;

export interface LocaleStyle {
  /** Two characters each: opening and closing. `avoid` lists quote characters the locale never uses. */
  quotes: { outer: string; inner: string; avoid: string; note: string };
  units: { use: string[]; avoid: string[]; note: string };
  dates: { long: string; note: string };
  /** Russian only: words always written with ё (their е-spelling fails). */
  yo?: { policy: string; words: string[] };
}

export type PlanName = { code: string } & Record<CopyLocale, string>;

export interface Glossary {
  about: string;
  locales: Record<CopyLocale, LocaleStyle>;
  terms: Term[];
  plans: { source: string; note: string; names: PlanName[] };
}

function fail(where: string, problem: string): never {
  throw new Error(`libs/i18n/src/glossary/terms.json: ${where}: ${problem}`);
}

function requireString(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.trim()) fail(where, 'expected a non-empty string');
  return value;
}

function checkPattern(source: string, where: string): void {
  try {
    new RegExp(source, 'iu');
  } catch (error) {
    fail(where, `not a regular expression: ${(error as Error).message}`);
  }
}

function checkAvoided(variant: AvoidedVariant, where: string): void {
  const kinds = [variant.stem, variant.word, variant.pattern].filter((kind) => kind !== undefined);
  if (kinds.length !== 1) fail(where, 'give exactly one of stem, word or pattern');
  if (variant.pattern !== undefined) checkPattern(variant.pattern, where);
  for (const except of variant.except ?? []) checkPattern(except, `${where} except`);
}

/** The termbase, its shape checked. */
export function readGlossary(json: unknown): Glossary {
  const glossary = json as Glossary;
  requireString(glossary?.about, 'about');
  for (const locale of COPY_LOCALES) {
    const style = glossary.locales?.[locale];
    if (!style) fail(`locales.${locale}`, 'missing');
    for (const pair of ['outer', 'inner'] as const)
      if ([...requireString(style.quotes?.[pair], `locales.${locale}.quotes.${pair}`)].length !== 2)
        fail(`locales.${locale}.quotes.${pair}`, 'expected an opening and a closing character');
    requireString(style.dates?.long, `locales.${locale}.dates.long`);
    if (!Array.isArray(style.units?.use)) fail(`locales.${locale}.units.use`, 'expected a list');
  }
  const ids = new Set<string>();
  for (const [index, term] of (glossary.terms ?? []).entries()) {
    const id = requireString(term.id, `terms[${index}].id`);
    if (ids.has(id)) fail(`terms.${id}`, 'the id is used twice');
    ids.add(id);
    requireString(term.concept, `terms.${id}.concept`);
    for (const locale of COPY_LOCALES) {
      requireString(term[locale]?.use, `terms.${id}.${locale}.use`);
      for (const [n, variant] of (term[locale].avoid ?? []).entries())
        checkAvoided(variant, `terms.${id}.${locale}.avoid[${n}]`);
    }
  }
  for (const plan of glossary.plans?.names ?? [])
    for (const locale of COPY_LOCALES) requireString(plan[locale], `plans.${plan.code}.${locale}`);
  return glossary;
}

/** Differences between the glossary's plan names and the plans the site sells (the rates seed). */
export function planNameDrift(glossary: Glossary, sitePlans: readonly PlanName[]): string[] {
  const listed = new Map(glossary.plans.names.map((plan) => [plan.code, plan]));
  const problems: string[] = [];
  for (const plan of sitePlans) {
    const entry = listed.get(plan.code);
    if (!entry) problems.push(`plan "${plan.code}" is missing`);
    else
      for (const locale of COPY_LOCALES)
        if (entry[locale] !== plan[locale])
          problems.push(
            `plan "${plan.code}" is «${entry[locale]}» in ${locale}, the site says «${plan[locale]}»`,
          );
  }
  for (const code of listed.keys())
    if (!sitePlans.some((plan) => plan.code === code)) problems.push(`plan "${code}" is not sold`);
  return problems;
}
