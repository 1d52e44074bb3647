import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadProductPage } from './load-product';

const PAGE = {
  currency_code: 'USD',
  currency_minor_digits: 2,
  category: { id: 'c1', name: 'Shirts' },
  product: {
    id: 'p1',
    name: 'Linen tee',
    description: 'Washed linen',
    photos: [{ hash: 'h', url: 'https://files/p1.jpg' }],
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      {
        id: 'v1',
        option_values: ['S'],
        price_minor: 4500,
        discount_price_minor: 3990,
        stock_state: 'low_stock',
        available: 2,
      },
      {
        id: 'v2',
        option_values: ['M'],
        price_minor: 4500,
        discount_price_minor: null,
        stock_state: 'sold_out',
        available: 0,
      },
    ],
  },
};

const apolloAnswering = (answer: () => unknown) =>
  ({ query: async () => answer() }) as unknown as ApolloClient;
const request = new Request('http://shop.localhost:3003/en/shop/p1');
const refusing = (code: string) =>
  apolloAnswering(() => {
    throw new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });
  });

async function thrownStatus(load: Promise<unknown>): Promise<number | null> {
  try {
    await load;
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? null;
  }
}

describe('the product page’s data', () => {
  it('is the product with each variant’s prices in words and its stock state', async () => {
    const data = await loadProductPage(
      apolloAnswering(() => ({ data: { public_product: PAGE } })),
      request,
      'shop',
      'en',
      'p1',
    );
    expect(data.category).toEqual({ id: 'c1', name: 'Shirts' });
    expect(data.product.photos).toEqual(['https://files/p1.jpg']);
    expect(data.product.variants).toEqual([
      {
        id: 'v1',
        optionValues: ['S'],
        price: '$39.90',
        regularPrice: '$45',
        stockState: 'low_stock',
        available: 2,
      },
      {
        id: 'v2',
        optionValues: ['M'],
        price: '$45',
        regularPrice: null,
        stockState: 'sold_out',
        available: 0,
      },
    ]);
  });

  it('is the 404 screen for a hidden, unknown or foreign product and for a mangled address', async () => {
    expect(await thrownStatus(loadProductPage(refusing('NOT_FOUND'), request, 'shop', 'en', 'p1'))).toBe(404);
    expect(await thrownStatus(loadProductPage(refusing('BAD_USER_INPUT'), request, 'shop', 'en', 'x'))).toBe(
      404,
    );
    await expect(loadProductPage(refusing('INTERNAL'), request, 'shop', 'en', 'p1')).rejects.toBeInstanceOf(
      CombinedGraphQLErrors,
    );
  });
});
