import { formatPrice } from './price';

// Intl separates groups and currency with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('service prices', () => {
  it.each([
    [150000, 'RUB', 2, 'ru', '1 500 ₽'],
    [150050, 'RUB', 2, 'ru', '1 500,50 ₽'],
    [1550, 'USD', 2, 'en', '$15.50'],
    [2500, 'GEL', 2, 'ka', '25 ₾'],
    [1500, 'JPY', 0, 'en', '¥1,500'],
  ])('format %i minor units of %s (%i digits) in %s as %s', (minor, code, minorDigits, locale, expected) => {
    expect(plain(formatPrice(minor, { code, minorDigits }, locale))).toBe(expected);
  });

  it('convert with the ISO digits from the API, not Intl’s: forint has two minor digits though Intl shows none', () => {
    expect(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'HUF' }).resolvedOptions()
        .maximumFractionDigits,
    ).toBe(0);
    expect(plain(formatPrice(150050, { code: 'HUF', minorDigits: 2 }, 'en'))).toBe('HUF 1,500.50');
    expect(plain(formatPrice(150000, { code: 'HUF', minorDigits: 2 }, 'en'))).toBe('HUF 1,500');
  });

  it('show a yen price as whole yen: no minor units to divide by', () => {
    expect(plain(formatPrice(1599, { code: 'JPY', minorDigits: 0 }, 'ru'))).toBe('1 599 ¥');
  });

  it('show the plain amount for a project without a currency', () => {
    expect(plain(formatPrice(150050, null, 'ru'))).toBe('1 500,5');
  });
});
