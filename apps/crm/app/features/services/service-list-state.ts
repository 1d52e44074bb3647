import type { GetServiceListQueryVariables, ServiceFilter, ServiceSort } from '@donut/graphql';

/** Services a "Show more" adds; the first load after a reload asks for every page shown before it. */
export const SERVICE_PAGE_SIZE = 25;
/** The API answers at most 100 at once (docs/api.md). */
const MAX_FIRST_PAGES = 4;
export const SERVICE_SEARCH_MAX_LENGTH = 100;

export const SERVICE_SORTS = ['order', 'name', 'price_asc', 'price_desc', 'newest'] as const;
export type ServiceSortKey = (typeof SERVICE_SORTS)[number];

const SORTS: Record<ServiceSortKey, ServiceSort> = {
  order: { field: 'position', direction: 'asc' },
  name: { field: 'name', direction: 'asc' },
  price_asc: { field: 'price', direction: 'asc' },
  price_desc: { field: 'price', direction: 'desc' },
  newest: { field: 'created_at', direction: 'desc' },
};

/** Services of every category, of one category (its id), or of none. */
export type CategoryChoice = { kind: 'all' } | { kind: 'none' } | { kind: 'one'; id: string };
export type VisibilityChoice = 'all' | 'shown' | 'hidden';

/** What the service list shows: the category, search, visibility (modal-filters), order (modal-sort) and pages. */
export interface ServiceListState {
  category: CategoryChoice;
  search: string;
  visibility: VisibilityChoice;
  sort: ServiceSortKey;
  pages: number;
}

/** The address's query keys: a reload or a shared link shows the same list. `category` is spec §2's query key. */
const KEYS = {
  category: 'category',
  search: 'q',
  visibility: 'visible',
  sort: 'sort',
  pages: 'page',
} as const;
const NO_CATEGORY = 'none';
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

function readCategory(value: string | null): CategoryChoice {
  if (value === NO_CATEGORY) return { kind: 'none' };
  return value && UUID.test(value) ? { kind: 'one', id: value } : { kind: 'all' };
}

/** The list's state from the address; anything unknown or malformed reads as its default. */
export function readServiceListState(params: URLSearchParams): ServiceListState {
  const visibility = params.get(KEYS.visibility);
  const sort = params.get(KEYS.sort);
  const pages = Number.parseInt(params.get(KEYS.pages) ?? '', 10);
  return {
    category: readCategory(params.get(KEYS.category)),
    search: (params.get(KEYS.search) ?? '').trim().slice(0, SERVICE_SEARCH_MAX_LENGTH).trim(),
    visibility: visibility === 'shown' || visibility === 'hidden' ? visibility : 'all',
    sort: (SERVICE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ServiceSortKey) : 'order',
    pages: Number.isFinite(pages) && pages > 1 ? pages : 1,
  };
}

/** The address's query for a state: only what differs from the defaults, in a fixed order. */
export function serviceListSearchParams(state: ServiceListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category.kind !== 'all')
    params.set(KEYS.category, state.category.kind === 'one' ? state.category.id : NO_CATEGORY);
  if (state.search) params.set(KEYS.search, state.search);
  if (state.visibility !== 'all') params.set(KEYS.visibility, state.visibility);
  if (state.sort !== 'order') params.set(KEYS.sort, state.sort);
  if (state.pages > 1) params.set(KEYS.pages, String(state.pages));
  return params;
}

/** How many filters of modal-filters are set (the category is chosen beside the list, not there). */
export const serviceFilterCount = (state: ServiceListState): number => (state.visibility === 'all' ? 0 : 1);

/** The owner's order can be changed only while the list shows it: in that order, with nothing searched. */
export const canReorder = (state: ServiceListState): boolean => state.sort === 'order' && !state.search;

function serviceFilter(state: ServiceListState): ServiceFilter | undefined {
  const filter: ServiceFilter = {};
  if (state.category.kind === 'one') filter.category_id = state.category.id;
  if (state.category.kind === 'none') filter.no_category = true;
  if (state.visibility !== 'all') filter.is_visible = state.visibility === 'shown';
  return Object.keys(filter).length ? filter : undefined;
}

/** What the list asks the API for: the search, the filter and the order. */
export function serviceQueryVariables(projectId: string, state: ServiceListState) {
  return {
    project_id: projectId,
    search: state.search || undefined,
    filter: serviceFilter(state),
    sort: SORTS[state.sort],
  };
}

/** GetServiceList's first request: from the start, as many as the pages shown; "Show more" fetches the rest. */
export function serviceListVariables(
  projectId: string,
  state: ServiceListState,
): GetServiceListQueryVariables {
  return {
    ...serviceQueryVariables(projectId, state),
    limit: SERVICE_PAGE_SIZE * Math.min(state.pages, MAX_FIRST_PAGES),
    offset: 0,
  };
}
