/**
 * Approximate units of each seeded currency per US dollar (market rates of mid-2025, rounded).
 * Static on purpose: starter prices are a plausible starting point the owner edits, not a quote, so
 * they must not change from one day to the next or depend on a rates service (ADR 0008).
 */
export const UNITS_PER_USD: Readonly<Record<string, number>> = {
  AED: 3.67, AMD: 390, AUD: 1.55, AZN: 1.7, BRL: 5.5, BYN: 3.2, CAD: 1.37, CHF: 0.82,
  CNY: 7.2, CZK: 22, DKK: 6.5, EGP: 49, EUR: 0.88, GBP: 0.75, GEL: 2.7, HKD: 7.8,
  HUF: 350, IDR: 16_300, ILS: 3.6, INR: 85, JPY: 145, KGS: 87, KRW: 1_380, KWD: 0.307,
  KZT: 510, MDL: 17.5, MXN: 19, MYR: 4.3, NOK: 10.2, NZD: 1.68, PLN: 3.75, QAR: 3.64,
  RON: 4.4, RUB: 80, SAR: 3.75, SEK: 9.6, SGD: 1.29, THB: 33, TJS: 9.8, TMT: 3.5,
  TRY: 39, UAH: 41.5, USD: 1, UZS: 12_700, VND: 26_000, ZAR: 18,
};

export { minorDigits } from '../../reference/currency-minor-digits';
