import { chooseValue, initialValues, isMoreThanLeft, valueState, variantOf } from './variant-choice';

const variant = (
  optionValues: string[],
  stockState: 'in_stock' | 'low_stock' | 'sold_out',
  available: number | null = null,
) => ({
  optionValues,
  stockState,
  available,
});

// Sizes S and M in Sand and Black; S/Sand sold out, M/Black not sold at all.
const TEE = [
  variant(['S', 'Sand'], 'sold_out', 0),
  variant(['S', 'Black'], 'low_stock', 2),
  variant(['M', 'Sand'], 'in_stock'),
];

describe('choosing a variant', () => {
  it('opens on the first variant that is not sold out, and on the only one of a simple product', () => {
    expect(initialValues(TEE)).toEqual(['S', 'Black']);
    expect(initialValues([variant([], 'in_stock')])).toEqual([]);
    expect(variantOf([variant([], 'in_stock')], [])).toEqual(variant([], 'in_stock'));
  });

  it('marks the values that are sold out or not sold beside the others chosen', () => {
    expect(valueState(TEE, ['S', 'Black'], 1, 'Sand')).toBe('sold_out');
    expect(valueState(TEE, ['S', 'Black'], 0, 'M')).toBe('missing');
    expect(valueState(TEE, ['M', 'Sand'], 0, 'S')).toBe('sold_out');
    expect(valueState(TEE, ['S', 'Black'], 1, 'Black')).toBe('available');
  });

  it('moves the other values to a variant that exists when the choice has no variant', () => {
    expect(chooseValue(TEE, ['S', 'Black'], 0, 'M')).toEqual(['M', 'Sand']);
    expect(chooseValue(TEE, ['S', 'Black'], 1, 'Sand')).toEqual(['S', 'Sand']);
  });

  it('says a quantity is more than is left only when the stock is known', () => {
    expect(isMoreThanLeft(variant([], 'low_stock', 2), 3)).toBe(true);
    expect(isMoreThanLeft(variant([], 'low_stock', 2), 2)).toBe(false);
    expect(isMoreThanLeft(variant([], 'in_stock'), 50)).toBe(false);
    expect(isMoreThanLeft(variant([], 'sold_out', 0), 1)).toBe(true);
  });
});
