import { currencies } from '../../reference/seed-data/currencies';
import { minorDigits, UNITS_PER_USD } from './currency-factors';
import { roundToShelfPrice, starterPriceMinor } from './starter-price';

describe('starter prices', () => {
  it.each([
    [12.4, 2, 12],
    [13.2, 2, 13],
    [40.5, 2, 40],
    [1350, 2, 1400],
    [1200, 2, 1200],
    [2175, 0, 2000],
    [244_500, 2, 250_000],
    [0.307, 3, 0.3],
    [0, 2, 0],
  ])('rounds %d (%d decimals) to the shelf price %d', (amount, digits, expected) => {
    expect(roundToShelfPrice(amount, digits)).toBeCloseTo(expected, 6);
  });

  it('converts a 15 USD haircut into prices local businesses show, in minor units', () => {
    expect(starterPriceMinor(15, 'USD')).toBe(1_500);
    expect(starterPriceMinor(15, 'RUB')).toBe(120_000);
    expect(starterPriceMinor(15, 'GEL')).toBe(4_000);
    expect(starterPriceMinor(15, 'EUR')).toBe(1_300);
    // No minor unit: 2 000 yen is stored as 2000.
    expect(starterPriceMinor(15, 'JPY')).toBe(2_000);
    expect(starterPriceMinor(15, 'KRW')).toBe(20_000);
    // Three decimals: 4.5 dinars are 4500 fils.
    expect(starterPriceMinor(15, 'KWD')).toBe(4_500);
  });

  it('leaves the price to the owner without a currency, and keeps a free service free', () => {
    expect(starterPriceMinor(15, null)).toBe(0);
    expect(starterPriceMinor(15, 'XXX')).toBe(0);
    expect(starterPriceMinor(0, 'RUB')).toBe(0);
  });

  it('knows a factor for every seeded currency, and every price fits the integer column', () => {
    for (const { code } of currencies) {
      expect(UNITS_PER_USD[code], code).toBeGreaterThan(0);
      const mostExpensive = starterPriceMinor(200, code);
      expect(Number.isInteger(mostExpensive), code).toBe(true);
      expect(mostExpensive, code).toBeLessThan(2 ** 31);
      expect(mostExpensive % 10 ** minorDigits(code), `${code} has whole-unit prices`).toBe(0);
    }
  });
});
