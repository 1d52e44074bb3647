import type { ArgumentKind } from './icu-text';

/** Counts that reach every plural form: ru one (1, 21), few (2, 22), many (0, 5). */
export const SAMPLE_COUNTS = [0, 1, 2, 5, 21, 22] as const;
/** Noon UTC, so the day is the same in every time zone the check runs in. */
export const SAMPLE_DATES = [new Date('2026-12-08T12:00:00Z'), new Date('2026-05-01T12:00:00Z')] as const;

/** Plain arguments the code fills with a number. */
const NUMERIC = new Set([
  'count',
  'total',
  'shown',
  'limit',
  'max',
  'min',
  'length',
  'size',
  'position',
  'percent',
  'value',
  'year',
  'days',
  'hours',
  'minutes',
  'seconds',
]);
/** Plain arguments the code fills with a date it formatted itself (long form). */
const DATES = new Set(['date', 'start', 'end']);
const TIMES = new Set(['opens', 'closes', 'breakStarts', 'breakEnds']);
const MONEY = new Set(['price', 'amount']);
const PLAN = new Set(['rate', 'plan']);

const WORD: Record<string, string> = { ru: 'Жасмин', en: 'Jasmine', ka: 'ჟასმინი' };
const PLAN_NAME: Record<string, string> = { ru: 'Старт', en: 'Start', ka: 'სტარტი' };

/** A plain argument's value as the code would pass it, chosen by the argument's name. */
function plainValue(name: string, locale: string, round: number): string | number {
  if (NUMERIC.has(name)) return SAMPLE_COUNTS[round % SAMPLE_COUNTS.length];
  if (DATES.has(name))
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
      SAMPLE_DATES[round % SAMPLE_DATES.length],
    );
  if (TIMES.has(name)) return '09:30';
  if (MONEY.has(name)) return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(9);
  if (PLAN.has(name)) return PLAN_NAME[locale] ?? PLAN_NAME.en;
  if (name === 'email') return 'nino@example.com';
  return WORD[locale] ?? WORD.en;
}

/**
 * Value sets that together reach every plural form and every select branch of a message: round i gives each
 * count argument the i-th sample count and each select its i-th key (`other` as a value no key names).
 */
export function sampleValueSets(args: ReadonlyMap<string, ArgumentKind>, locale: string) {
  const selects = [...args.values()].flatMap((arg) => (arg.kind === 'select' ? [arg.keys.length] : []));
  const rounds = Math.max(SAMPLE_COUNTS.length, ...selects);
  return Array.from({ length: rounds }, (_, round) => {
    const values: Record<string, unknown> = {};
    for (const [name, arg] of args) {
      if (arg.kind === 'number') values[name] = SAMPLE_COUNTS[round % SAMPLE_COUNTS.length];
      else if (arg.kind === 'date') values[name] = SAMPLE_DATES[round % SAMPLE_DATES.length];
      else if (arg.kind === 'select') {
        const key = arg.keys[round % arg.keys.length];
        values[name] = key === 'other' ? '(none of the keys)' : key;
      } else values[name] = plainValue(name, locale, round);
    }
    return values;
  });
}
