import { galleryFromImages } from '../../shared/gallery/gallery-state';
import { product, variant } from './products-fixtures';
import {
  combinations,
  emptyProductValues,
  productFormValues,
  toProductInput,
  validateProduct,
  variantsForOptions,
  type VariantValues,
} from './product-form-values';

const row = (optionValues: string[], overrides: Partial<VariantValues> = {}): VariantValues => ({
  id: '',
  optionValues,
  sku: '',
  price: '',
  discountPrice: '',
  stock: '',
  stockSeen: null,
  ...overrides,
});

describe('the product form values', () => {
  it('start from a saved product with its prices as amounts and its stock as loaded', () => {
    const values = productFormValues(
      product('p1', {
        options: [{ __typename: 'ProductOption', name: 'Size', values: ['S', 'M'] }],
        variants: [
          variant('v1', {
            option_values: ['S'],
            price_minor: 150050,
            discount_price_minor: 120000,
            stock: 3,
          }),
          variant('v2', { option_values: ['M'], sku: 'M-1', stock: null }),
        ],
      }) as never,
      2,
      ['ka'],
    );
    expect(values.options).toEqual([{ name: 'Size', values: 'S, M' }]);
    expect(values.variants).toEqual([
      row(['S'], { id: 'v1', price: '1500.5', discountPrice: '1200', stock: '3', stockSeen: 3 }),
      row(['M'], { id: 'v2', sku: 'M-1', price: '25', stock: '', stockSeen: null }),
    ]);
    expect(values.translations).toEqual({ ka: { name: '', description: '' } });
  });

  it('make a row per combination of the options, in their order', () => {
    expect(
      combinations([
        { name: 'Size', values: 'S, M' },
        { name: 'Colour', values: ' red ,, blue' },
      ]),
    ).toEqual([
      ['S', 'red'],
      ['S', 'blue'],
      ['M', 'red'],
      ['M', 'blue'],
    ]);
  });

  it('keep an existing row, its id and stock, when the options change; new rows start from the first price', () => {
    const small = row(['S'], { id: 'v1', price: '10', stock: '4', stockSeen: 4 });
    const medium = row(['M'], { id: 'v2', price: '12', stock: '0', stockSeen: 0 });
    const rows = variantsForOptions([{ name: 'Size', values: 'm, L' }], [small, medium]);
    expect(rows).toEqual([medium, row(['L'], { price: '10' })]);
  });

  it('keep the first row alone, without option values, when the options go', () => {
    const small = row(['S'], { id: 'v1', price: '10', stock: '4', stockSeen: 4 });
    expect(variantsForOptions([], [small, row(['M'])])).toEqual([{ ...small, optionValues: [] }]);
    // An option without a name or values makes no rows yet.
    expect(variantsForOptions([{ name: 'Size', values: '' }], [small])).toEqual([
      { ...small, optionValues: [] },
    ]);
  });

  it('send a product without options as exactly one variant without option values, empty stock as null', () => {
    const values = {
      ...emptyProductValues('c1', ['ka']),
      name: ' Mug ',
      variants: [row([], { price: ' 12.5 ', stock: ' ' })],
      photos: galleryFromImages([{ hash: 'h1', url: 'u1' }]),
    };
    expect(toProductInput(values, ['h1'])).toEqual({
      name: 'Mug',
      description: null,
      translations: [],
      category_id: 'c1',
      photos: null,
      is_visible: true,
      options: [],
      variants: [{ option_values: [], sku: null, price: '12.5', discount_price: null, stock: null }],
    });
  });

  it("send each kept variant's id and the stock it loaded, new ones without", () => {
    const values = {
      ...emptyProductValues(null, []),
      name: 'T-shirt',
      options: [{ name: ' Size ', values: 'S, M' }],
      variants: [
        row(['S'], { id: 'v1', price: '10', stock: '2', stockSeen: 5 }),
        row(['M'], { price: '10', stock: '3', sku: ' TS-M ' }),
      ],
    };
    expect(toProductInput(values).variants).toEqual([
      {
        id: 'v1',
        stock_seen: 5,
        option_values: ['S'],
        sku: null,
        price: '10',
        discount_price: null,
        stock: 2,
      },
      { option_values: ['M'], sku: 'TS-M', price: '10', discount_price: null, stock: 3 },
    ]);
    expect(toProductInput(values).options).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
  });

  it('are checked by the shared schema under the variant fields', () => {
    const values = {
      ...emptyProductValues(null, []),
      name: 'Mug',
      variants: [row([], { price: '10', discountPrice: '12', stock: '1.5' })],
    };
    const errors = validateProduct(values, 2);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['variants[0].discount_price', 'variants[0].stock']),
    );
    expect(validateProduct({ ...values, variants: [row([], { price: '10', stock: '' })] }, 2)).toEqual({});
  });
});
