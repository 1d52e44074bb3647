import { validateWith } from '../validate';
import { productSchema, PRODUCT_VARIANTS_MAX } from './product';

const tee = (fields: Record<string, unknown> = {}) => ({
  name: 'Linen tee',
  variants: [{ price: '45', stock: 3 }],
  ...fields,
});

const sized = (variants: unknown[]) =>
  tee({
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Sand', 'Black'] },
    ],
    variants,
  });

const errorsOf = (value: unknown, digits = 2) => {
  const result = validateWith(productSchema(digits), value);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([path, m]) => [path, m.id]));
};

describe('productSchema: a product as the owner saves it', () => {
  it('takes a product without options as one variant, with stock or "not tracked"', () => {
    const result = validateWith(productSchema(2), tee({ description: '', category_id: '' }));
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        description: null,
        category_id: null,
        is_visible: true,
        options: [],
        translations: [],
        variants: [expect.objectContaining({ price: '45', stock: 3, option_values: [] })],
      }),
    });
    const untracked = validateWith(productSchema(2), tee({ variants: [{ price: '45', stock: '' }] }));
    expect(untracked.ok && untracked.value.variants[0].stock).toBeNull();
    // Without options there is exactly one variant.
    expect(errorsOf(tee({ variants: [{ price: '1' }, { price: '2' }] }))).toEqual({
      variants: 'validation.invalid',
    });
    expect(errorsOf(tee({ variants: [] }))).toEqual({ variants: 'validation.required' });
  });

  it("keeps each variant's discount price at or below its price (spec §5)", () => {
    expect(errorsOf(tee({ variants: [{ price: '45', discount_price: '50' }] }))).toEqual({
      'variants[0].discount_price': 'validation.discountAbovePrice',
    });
    expect(errorsOf(tee({ variants: [{ price: '45', discount_price: '44.99' }] }))).toEqual({});
  });

  it.each([
    ['-1', 'validation.positive'],
    ['2.5', 'validation.integer'],
    ['lots', 'validation.integer'],
    [1_000_001, 'validation.numberMax'],
  ])('stock %j is refused with %s', (stock, message) => {
    expect(errorsOf(tee({ variants: [{ price: '1', stock }] }))).toEqual({ 'variants[0].stock': message });
  });

  it('wants every variant to pick one value of each option, once', () => {
    const ok = sized([
      { option_values: ['S', 'Sand'], price: '45', stock: 1 },
      { option_values: ['m', 'black'], price: '45', stock: 0 },
    ]);
    expect(errorsOf(ok)).toEqual({});
    expect(errorsOf(sized([{ option_values: ['S'], price: '45' }]))).toEqual({
      'variants[0].option_values': 'validation.invalid',
    });
    expect(errorsOf(sized([{ option_values: ['XL', 'Sand'], price: '45' }]))).toEqual({
      'variants[0].option_values': 'validation.invalid',
    });
    expect(
      errorsOf(
        sized([
          { option_values: ['S', 'Sand'], price: '45' },
          { option_values: ['s', 'SAND'], price: '40' },
        ]),
      ),
    ).toEqual({ 'variants[1].option_values': 'validation.optionExists' });
  });

  it('refuses a repeated option, a repeated value and a repeated SKU with "already exists" or "unique"', () => {
    expect(
      errorsOf(
        tee({
          options: [
            { name: 'Size', values: ['S'] },
            { name: 'size', values: ['M'] },
          ],
          variants: [{ option_values: ['S', 'M'], price: '1' }],
        }),
      ),
    ).toEqual({ options: 'validation.optionExists' });
    expect(
      errorsOf(
        tee({
          options: [{ name: 'Size', values: ['S', 's'] }],
          variants: [{ option_values: ['S'], price: '1' }],
        }),
      ),
    ).toEqual({ 'options[0].values': 'validation.optionExists' });
    expect(
      errorsOf(
        sized([
          { option_values: ['S', 'Sand'], price: '45', sku: 'TEE-1' },
          { option_values: ['M', 'Sand'], price: '45', sku: 'tee-1' },
        ]),
      ),
    ).toEqual({ 'variants[1].sku': 'validation.unique' });
  });

  it('bounds the options and the variants', () => {
    const options = ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['1'] }));
    expect(
      errorsOf(tee({ options, variants: [{ option_values: ['1', '1', '1', '1'], price: '1' }] })),
    ).toEqual({
      options: 'validation.max',
    });
    const many = Array.from({ length: PRODUCT_VARIANTS_MAX + 1 }, (_, index) => ({
      option_values: [String(index)],
      price: '1',
    }));
    const values = many.map((item) => item.option_values[0]);
    expect(errorsOf(tee({ options: [{ name: 'N', values }], variants: many }))).toMatchObject({
      variants: 'validation.max',
    });
  });
});
