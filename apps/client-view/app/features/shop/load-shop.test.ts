import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadShopPage } from './load-shop';

const card = (id: string, categoryId: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Product ${id}`,
  category_id: categoryId,
  photos: [],
  min_price_minor: 3990,
  price_is_from: false,
  regular_price_minor: null,
  has_discount: false,
  is_sold_out: false,
  ...extra,
});

const apiError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });

type Variables = { category_id: string | null; search: string | null; limit: number; offset: number };

/** The server's Apollo client as the loader uses it, answering the catalogue of 60 products in two categories. */
function fakeApollo(refuse?: string) {
  const asked: Variables[] = [];
  const all = Array.from({ length: 60 }, (_, index) => card(`p${index}`, index % 2 ? 'c2' : 'c1'));
  const apollo = {
    query: async ({ variables }: { variables: Variables }) => {
      asked.push(variables);
      if (refuse) throw apiError(refuse);
      if (variables.category_id === 'bad') throw apiError('BAD_USER_INPUT');
      const matching = all.filter(
        (one) => !variables.category_id || one.category_id === variables.category_id,
      );
      const list = matching.slice(variables.offset, variables.offset + variables.limit);
      return {
        data: {
          public_product_catalogue: {
            currency_code: 'USD',
            currency_minor_digits: 2,
            categories: [
              { id: 'c1', name: 'Shirts' },
              { id: 'c2', name: 'Bags' },
            ],
            products: {
              list,
              meta: {
                count: list.length,
                total: matching.length,
                has_next_page: variables.offset + list.length < matching.length,
              },
            },
          },
        },
      };
    },
  };
  return { apollo: apollo as unknown as ApolloClient, asked };
}

const request = (query = '') => new Request(`http://shop.localhost:3003/en/shop${query}`);

async function thrownStatus(load: Promise<unknown>): Promise<number | null> {
  try {
    await load;
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? null;
  }
}

describe('the shop page’s data', () => {
  it('is the first 24 products with their prices in words, and the next page to show', async () => {
    const { apollo, asked } = fakeApollo();
    const data = await loadShopPage(apollo, request(), 'shop', 'en');
    expect(asked).toEqual([
      expect.objectContaining({ category_id: null, search: null, limit: 24, offset: 0 }),
    ]);
    expect(data.products).toHaveLength(24);
    expect(data.products[0]).toMatchObject({ price: '$39.90', regularPrice: null, isSoldOut: false });
    expect(data.nextPage).toBe(2);
  });

  it('shows more by reading the first pages again, two to a query', async () => {
    const { apollo, asked } = fakeApollo();
    const data = await loadShopPage(apollo, request('?page=3&search=%20tee%20'), 'shop', 'en');
    expect(asked.map((one) => [one.offset, one.limit, one.search])).toEqual([
      [0, 48, 'tee'],
      [48, 24, 'tee'],
    ]);
    expect(data.products).toHaveLength(60);
    expect(data.nextPage).toBeNull();
    expect(data.search).toBe('tee');
  });

  it('narrows to the category of the query key, and shows everything for a stale or mangled one', async () => {
    const { apollo } = fakeApollo();
    const bags = await loadShopPage(apollo, request('?category=c2'), 'shop', 'en');
    expect(bags.categoryId).toBe('c2');
    expect(bags.products.every((one) => Number(one.id.slice(1)) % 2 === 1)).toBe(true);
    expect((await loadShopPage(apollo, request('?category=gone'), 'shop', 'en')).categoryId).toBeNull();
    const mangled = await loadShopPage(apollo, request('?category=bad'), 'shop', 'en');
    expect(mangled.categoryId).toBeNull();
    expect(mangled.products).toHaveLength(24);
  });

  it('is the 404 screen when the site shows no shop', async () => {
    const { apollo } = fakeApollo('NOT_FOUND');
    expect(await thrownStatus(loadShopPage(apollo, request(), 'shop', 'en'))).toBe(404);
  });
});
