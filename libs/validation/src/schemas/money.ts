/** Digits after the decimal point of a currency the project has not chosen (ISO 4217's usual 2). */
export const DEFAULT_MINOR_DIGITS = 2;

// Digits, then optionally a point or comma and more digits: "1500", "12.50", "12,5". Spaces group thousands.
const AMOUNT = /^(\d+)(?:[.,](\d+))?$/;

/** The amount as typed, with the spaces people group thousands with ("1 500", "1 500,50") taken out. */
export const compactAmount = (text: string): string => text.replace(/[\s\u00a0\u202f]/g, '');

/** The parts of a typed amount, or null when it is not a plain non-negative decimal number. */
export function amountParts(text: string): { whole: string; fraction: string } | null {
  const match = AMOUNT.exec(compactAmount(text));
  return match ? { whole: match[1], fraction: match[2] ?? '' } : null;
}

/**
 * The largest amount a price may have in a currency with `digits` decimals, so that its minor units fit
 * PostgreSQL's integer: 10 000 000 with 2 decimals, 1 000 000 with 3, 1 000 000 000 with none.
 */
export const maxAmount = (digits: number): number => 10 ** (9 - digits);

/**
 * A typed amount ("12.5", "1 500,50") in integer minor units of a currency with `digits` decimals, exactly
 * (no floating point), or null when it is not an amount or has more decimals than the currency.
 * @example toMinorUnits('12.5', 2) // 1250
 * @example toMinorUnits('1 500', 0) // 1500
 */
export function toMinorUnits(text: string, digits: number): number | null {
  const parts = amountParts(text);
  if (!parts || parts.fraction.replace(/0+$/, '').length > digits) return null;
  const fraction = parts.fraction.slice(0, digits).padEnd(digits, '0');
  return Number(parts.whole) * 10 ** digits + Number(fraction || '0');
}

/**
 * Minor units as the text a price field starts with: the decimals only when there are some.
 * @example fromMinorUnits(1250, 2) // '12.5'
 * @example fromMinorUnits(1500, 2) // '15'
 */
export function fromMinorUnits(minor: number, digits: number): string {
  const whole = Math.trunc(minor / 10 ** digits);
  const fraction = String(minor % 10 ** digits)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
