import type {
  CustomerFilter,
  CustomerSort,
  CustomerSource,
  GetCustomerListQueryVariables,
} from '@donut/graphql';

/** Customers a "Show more" adds; the first load after a reload asks for every page shown before it. */
export const CUSTOMER_PAGE_SIZE = 50;
/** The API answers at most 250 at once (docs/api.md): a reload past five pages starts from five. */
const MAX_FIRST_PAGES = 5;
/** The API refuses longer searches: a longer `q` typed into the address bar is cut, not refused. */
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;

export const CUSTOMER_SOURCES: readonly CustomerSource[] = ['telegram', 'web', 'manual'];
export const CUSTOMER_SORTS = ['newest', 'name', 'last_seen', 'discount'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORTS)[number];

const SORTS: Record<CustomerSortKey, CustomerSort> = {
  newest: { field: 'created_at', direction: 'desc' },
  name: { field: 'name', direction: 'asc' },
  last_seen: { field: 'last_seen_at', direction: 'desc' },
  discount: { field: 'discount_percent', direction: 'desc' },
};

/** What the customer list shows: its search, filters (modal-filters), order (modal-sort) and the pages shown. */
export interface CustomerListState {
  search: string;
  source: CustomerSource | null;
  tag: string;
  hasDiscount: boolean;
  hasTelegram: boolean;
  sort: CustomerSortKey;
  /** How many pages "Show more" has shown: a reload shows them again. */
  pages: number;
}

/** The filters of the list, without the search, the order and the pages. */
export type CustomerListFilters = Pick<CustomerListState, 'source' | 'tag' | 'hasDiscount' | 'hasTelegram'>;

export const NO_CUSTOMER_FILTERS: CustomerListFilters = {
  source: null,
  tag: '',
  hasDiscount: false,
  hasTelegram: false,
};

/** The URL's query keys: the state lives in the address, so a reload or a shared link shows the same list. */
const KEYS = {
  search: 'q',
  source: 'source',
  tag: 'tag',
  hasDiscount: 'discount',
  hasTelegram: 'telegram',
  sort: 'sort',
  pages: 'page',
} as const;

const isSource = (value: string | null): value is CustomerSource =>
  CUSTOMER_SOURCES.includes(value as CustomerSource);
const isSort = (value: string | null): value is CustomerSortKey =>
  (CUSTOMER_SORTS as readonly string[]).includes(value ?? '');

/** The list's state from the address; anything unknown or malformed reads as its default. */
export function readCustomerListState(params: URLSearchParams): CustomerListState {
  const source = params.get(KEYS.source);
  const sort = params.get(KEYS.sort);
  const pages = Number.parseInt(params.get(KEYS.pages) ?? '', 10);
  return {
    search: (params.get(KEYS.search) ?? '').trim().slice(0, CUSTOMER_SEARCH_MAX_LENGTH).trim(),
    source: isSource(source) ? source : null,
    tag: (params.get(KEYS.tag) ?? '').trim(),
    hasDiscount: params.get(KEYS.hasDiscount) === '1',
    hasTelegram: params.get(KEYS.hasTelegram) === '1',
    sort: isSort(sort) ? sort : 'newest',
    pages: Number.isFinite(pages) && pages > 1 ? pages : 1,
  };
}

/** The address's query for a state: only what differs from the defaults, in a fixed order. */
export function customerListSearchParams(state: CustomerListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set(KEYS.search, state.search);
  if (state.source) params.set(KEYS.source, state.source);
  if (state.tag) params.set(KEYS.tag, state.tag);
  if (state.hasDiscount) params.set(KEYS.hasDiscount, '1');
  if (state.hasTelegram) params.set(KEYS.hasTelegram, '1');
  if (state.sort !== 'newest') params.set(KEYS.sort, state.sort);
  if (state.pages > 1) params.set(KEYS.pages, String(state.pages));
  return params;
}

/** The filters of a state, without the rest. */
export const customerListFilters = ({
  source,
  tag,
  hasDiscount,
  hasTelegram,
}: CustomerListFilters): CustomerListFilters => ({ source, tag, hasDiscount, hasTelegram });

/** Whether any filter of modal-filters is set (the search is not one). */
export const hasCustomerFilters = (state: CustomerListFilters): boolean =>
  Boolean(state.source || state.tag || state.hasDiscount || state.hasTelegram);

/** How many filters are set, for the Filters button. */
export const customerFilterCount = (state: CustomerListFilters): number =>
  [state.source, state.tag, state.hasDiscount, state.hasTelegram].filter(Boolean).length;

/** The API's filter: only the filters that are set, so one filter is one cache entry whatever the others were. */
function customerFilter(state: CustomerListFilters): CustomerFilter | undefined {
  const filter: CustomerFilter = {};
  if (state.source) filter.source = state.source;
  if (state.tag) filter.tag = state.tag;
  if (state.hasDiscount) filter.has_discount = true;
  if (state.hasTelegram) filter.has_telegram = true;
  return Object.keys(filter).length ? filter : undefined;
}

/** What the list and the export ask the API for: the search, the filter and the order. */
export function customerQueryVariables(projectId: string, state: CustomerListState) {
  return {
    project_id: projectId,
    search: state.search || undefined,
    filter: customerFilter(state),
    sort: SORTS[state.sort],
  };
}

/**
 * GetCustomerList's first request: from the start, as many as the pages shown (a reload keeps them). Later pages
 * come through `fetchMore`, which the cache's `pagedList` policy puts after these.
 */
export function customerListVariables(
  projectId: string,
  state: CustomerListState,
): GetCustomerListQueryVariables {
  return {
    ...customerQueryVariables(projectId, state),
    limit: CUSTOMER_PAGE_SIZE * Math.min(state.pages, MAX_FIRST_PAGES),
    offset: 0,
  };
}
