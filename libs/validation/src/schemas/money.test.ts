import { fromMinorUnits, maxAmount, toMinorUnits } from './money';

describe('toMinorUnits: a typed amount in minor units, exactly', () => {
  it.each([
    ['12.5', 2, 1250],
    ['12,50', 2, 1250],
    ['1 500', 2, 150000],
    ['1\u00a0500,05', 2, 150005],
    ['0.1', 2, 10],
    ['19.99', 2, 1999],
    ['2000', 0, 2000],
    ['4.5', 3, 4500],
    ['7.000', 0, 7],
  ])('%s with %i decimals is %i', (text, digits, minor) => {
    expect(toMinorUnits(text, digits)).toBe(minor);
  });

  it.each([
    ['12.345', 2],
    ['1.5', 0],
    ['-5', 2],
    ['1e3', 2],
    ['12.', 2],
    ['.5', 2],
    ['abc', 2],
  ])('refuses %s with %i decimals', (text, digits) => {
    expect(toMinorUnits(text, digits)).toBeNull();
  });
});

describe('fromMinorUnits: the text a price field starts with', () => {
  it.each([
    [1250, 2, '12.5'],
    [1500, 2, '15'],
    [5, 2, '0.05'],
    [2000, 0, '2000'],
    [4500, 3, '4.5'],
  ])('%i with %i decimals is %s', (minor, digits, text) => {
    expect(fromMinorUnits(minor, digits)).toBe(text);
  });

  it('round-trips the largest price of each currency kind within PostgreSQL integer', () => {
    for (const digits of [0, 2, 3]) {
      const minor = toMinorUnits(String(maxAmount(digits)), digits) as number;
      expect(minor).toBeLessThan(2 ** 31);
      expect(toMinorUnits(fromMinorUnits(minor - 1, digits), digits)).toBe(minor - 1);
    }
  });
});
