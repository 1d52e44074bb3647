import type {
  GetProductListQueryVariables,
  ProductFilter,
  ProductSort,
  ProductStockState,
} from '@donut/graphql';
import {
  catalogueQueryVariables,
  filterOrNone,
  firstPagesVariables,
} from '../../shared/catalogue/catalogue-list-variables';
import {
  categoryFilter,
  CATEGORY_KEY,
  readCategory,
  writeCategory,
  type CategoryChoice,
} from '../../shared/catalogue/category-choice';

/** Products a "Show more" adds; the first load after a reload asks for every page shown before it (at most 100). */
export const PRODUCT_PAGE_SIZE = 25;
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

export const PRODUCT_SORTS = [
  'order',
  'name',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'newest',
] as const;
export type ProductSortKey = (typeof PRODUCT_SORTS)[number];

const SORTS: Record<ProductSortKey, ProductSort> = {
  order: { field: 'position', direction: 'asc' },
  name: { field: 'name', direction: 'asc' },
  price_asc: { field: 'price', direction: 'asc' },
  price_desc: { field: 'price', direction: 'desc' },
  stock_asc: { field: 'stock', direction: 'asc' },
  stock_desc: { field: 'stock', direction: 'desc' },
  newest: { field: 'created_at', direction: 'desc' },
};

export const VISIBILITY_CHOICES = ['all', 'shown', 'hidden'] as const;
export type VisibilityChoice = (typeof VISIBILITY_CHOICES)[number];
export const STOCK_CHOICES = ['all', 'in_stock', 'sold_out', 'not_tracked'] as const;
export type StockChoice = (typeof STOCK_CHOICES)[number];
export const DISCOUNT_CHOICES = ['all', 'yes', 'no'] as const;
export type DiscountChoice = (typeof DISCOUNT_CHOICES)[number];

/** The filters of modal-filters (the category is also chosen beside the list). */
export interface ProductFilters {
  category: CategoryChoice;
  visibility: VisibilityChoice;
  stock: StockChoice;
  discount: DiscountChoice;
}

/** What the product list shows: the filters, the search, the order (modal-sort) and the pages. */
export interface ProductListState extends ProductFilters {
  search: string;
  sort: ProductSortKey;
  pages: number;
}

/** The address's query keys: a reload or a shared link shows the same list. */
const KEYS = {
  search: 'q',
  visibility: 'visible',
  stock: 'stock',
  discount: 'discount',
  sort: 'sort',
  pages: 'page',
} as const;

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  (choices as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The list's state from the address; anything unknown or malformed reads as its default. */
export function readProductListState(params: URLSearchParams): ProductListState {
  const pages = Number.parseInt(params.get(KEYS.pages) ?? '', 10);
  return {
    category: readCategory(params.get(CATEGORY_KEY)),
    search: (params.get(KEYS.search) ?? '').trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH).trim(),
    visibility: oneOf(VISIBILITY_CHOICES, params.get(KEYS.visibility), 'all'),
    stock: oneOf(STOCK_CHOICES, params.get(KEYS.stock), 'all'),
    discount: oneOf(DISCOUNT_CHOICES, params.get(KEYS.discount), 'all'),
    sort: oneOf(PRODUCT_SORTS, params.get(KEYS.sort), 'order'),
    pages: Number.isFinite(pages) && pages > 1 ? pages : 1,
  };
}

/** The address's query for a state: only what differs from the defaults, in a fixed order. */
export function productListSearchParams(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  writeCategory(params, state.category);
  if (state.search) params.set(KEYS.search, state.search);
  if (state.visibility !== 'all') params.set(KEYS.visibility, state.visibility);
  if (state.stock !== 'all') params.set(KEYS.stock, state.stock);
  if (state.discount !== 'all') params.set(KEYS.discount, state.discount);
  if (state.sort !== 'order') params.set(KEYS.sort, state.sort);
  if (state.pages > 1) params.set(KEYS.pages, String(state.pages));
  return params;
}

/** How many filters of modal-filters are set. */
export const productFilterCount = (state: ProductFilters): number =>
  [
    state.category.kind !== 'all',
    state.visibility !== 'all',
    state.stock !== 'all',
    state.discount !== 'all',
  ].filter(Boolean).length;

/** Whether the list shows fewer than all the products. */
export const isNarrowed = (state: ProductListState): boolean =>
  Boolean(state.search) || productFilterCount(state) > 0;

/** The owner's order can be changed only while the list shows it: in that order, with nothing searched. */
export const canReorder = (state: ProductListState): boolean =>
  state.sort === 'order' && !state.search && state.stock === 'all' && state.discount === 'all';

function productFilter(state: ProductListState): ProductFilter | undefined {
  const filter: ProductFilter = categoryFilter(state.category);
  if (state.visibility !== 'all') filter.is_visible = state.visibility === 'shown';
  if (state.stock !== 'all') filter.stock_state = state.stock satisfies ProductStockState;
  if (state.discount !== 'all') filter.has_discount = state.discount === 'yes';
  return filterOrNone(filter);
}

/** What the list asks the API for: the search, the filter and the order. */
export const productQueryVariables = (projectId: string, state: ProductListState) =>
  catalogueQueryVariables(projectId, state.search, productFilter(state), SORTS[state.sort]);

/** GetProductList's first request: from the start, as many as the pages shown; "Show more" fetches the rest. */
export const productListVariables = (
  projectId: string,
  state: ProductListState,
): GetProductListQueryVariables =>
  firstPagesVariables(productQueryVariables(projectId, state), PRODUCT_PAGE_SIZE, state.pages);
