/* Apollo mock answers of the products area's queries. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import { GetProductCategoryListDocument, GetProductDocument, GetProductListDocument } from '@donut/graphql';
import { productListVariables, readProductListState } from './product-list-state';
import { productCategoryVariables } from './use-product-categories';

export { currencyMock, languagesMock } from '../../testing/project-fixtures';

const meta = (count: number, total = count) => ({
  __typename: 'ListMeta' as const,
  count,
  has_next_page: count < total,
  total,
});

/** A product as a list row (ProductRowFields): one variant of GEL 25, 7 units in stock. */
export const productRow = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Product' as const,
  id,
  name: `Product ${id}`,
  category_id: null as string | null,
  photos: [],
  is_visible: true,
  variant_count: 1,
  min_price_minor: 2500,
  stock_total: 7 as number | null,
  is_sold_out: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const variant = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ProductVariant' as const,
  id,
  option_values: [] as string[],
  sku: null as string | null,
  price_minor: 2500,
  discount_price_minor: null as number | null,
  stock: 7 as number | null,
  ...overrides,
});

/** A product as its form loads it (ProductFields): by default one variant without options. */
export const product = (id: string, overrides: Record<string, unknown> = {}) => ({
  ...productRow(id),
  description: null as string | null,
  translations: [] as Array<{
    __typename: 'ProductTranslation';
    language: string;
    name: string;
    description: string | null;
  }>,
  options: [] as Array<{ __typename: 'ProductOption'; name: string; values: string[] }>,
  variants: [variant(`${id}-v1`)],
  ...overrides,
});

export const productCategory = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ProductCategory' as const,
  id,
  name,
  translations: [],
  is_visible: true,
  product_count: 0,
  ...overrides,
});

/** GetProductList for the list at `query` (an address's query, '' for the plain list). */
export function productsMock(
  products: ReturnType<typeof productRow>[],
  query = '',
  total = products.length,
): MockLink.MockedResponse {
  return {
    request: {
      query: GetProductListDocument,
      variables: productListVariables('42', readProductListState(new URLSearchParams(query))),
    },
    result: {
      data: {
        product_list: { __typename: 'ProductList', list: products, meta: meta(products.length, total) },
      },
    },
  };
}

export function productCategoriesMock(
  categories: ReturnType<typeof productCategory>[],
): MockLink.MockedResponse {
  return {
    request: { query: GetProductCategoryListDocument, variables: productCategoryVariables('42') },
    result: {
      data: {
        product_category_list: {
          __typename: 'ProductCategoryList',
          list: categories,
          meta: meta(categories.length),
        },
      },
    },
  };
}

/** GetProduct answering with `saved`. */
export const productMock = (saved: ReturnType<typeof product>): MockLink.MockedResponse => ({
  request: { query: GetProductDocument, variables: { project_id: '42', id: saved.id } },
  result: { data: { product: saved } },
});
