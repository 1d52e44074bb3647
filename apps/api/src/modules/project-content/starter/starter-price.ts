import { minorDigits, UNITS_PER_USD } from './currency-factors';

/**
 * A price a local business would show: two significant figures, and when the first figure is 2 or
 * more the second snaps to 0 or 5 (12.4 -> 12, 1 350 -> 1 400, 40.5 -> 40, 2 175 -> 2 000). The
 * step never falls below one minor unit of the currency (`digits` decimals).
 */
export function roundToShelfPrice(amount: number, digits: number): number {
  if (amount <= 0) return 0;
  const unit = 10 ** (Math.floor(Math.log10(amount)) - 1);
  const step = Math.max(amount / unit < 20 ? unit : 5 * unit, 10 ** -digits);
  return Math.max(step, Math.round(amount / step) * step);
}

/**
 * The starter price of a service in integer minor units of the project's currency. Without a
 * currency (or with one the table does not know) it is 0: a price for the owner to set (ADR 0008).
 */
export function starterPriceMinor(priceUsd: number, currencyCode: string | null): number {
  const factor = currencyCode ? UNITS_PER_USD[currencyCode] : undefined;
  if (!currencyCode || factor === undefined) return 0;
  const digits = minorDigits(currencyCode);
  return Math.round(roundToShelfPrice(priceUsd * factor, digits) * 10 ** digits);
}
