import { DEFAULT_MINOR_DIGITS } from '@donut/validation';

/** The project's currency as GetCurrencyList describes it. */
export interface PriceCurrency {
  /** ISO 4217 code, e.g. "GEL". */
  code: string;
  /** ISO 4217 digits after the decimal point: prices are kept in 10^-minorDigits of the currency. */
  minorDigits: number;
}

/**
 * A price kept in integer minor units, in the page locale: "1 500 ₾", "1 500,50 ₾", "$15.50".
 * The API's ISO digits convert the minor units (Intl's own digits differ for some currencies, e.g. HUF
 * and IDR, where it shows none while ISO counts two); Intl only writes the amount. Whole amounts drop
 * their zero minor digits; without a currency the plain number is shown.
 */
export function formatPrice(priceMinor: number, currency: PriceCurrency | null, locale: string): string {
  const digits = minorDigitsOf(currency);
  const amount = priceMinor / 10 ** digits;
  const options: Intl.NumberFormatOptions = currency
    ? {
        style: 'currency',
        currency: currency.code,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        trailingZeroDisplay: 'stripIfInteger',
      }
    : { minimumFractionDigits: 0, maximumFractionDigits: digits };
  return new Intl.NumberFormat(locale, options).format(amount);
}

/** The digits after the decimal point of the project's prices: its currency's, two without one (ADR 0008). */
export const minorDigitsOf = (currency: PriceCurrency | null): number =>
  currency ? currency.minorDigits : DEFAULT_MINOR_DIGITS;
