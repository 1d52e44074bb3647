import type { GetServiceListQueryVariables, ServiceFilter, ServiceSort } from '@donut/graphql';
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

export type { CategoryChoice };

/** Services a "Show more" adds; the first load after a reload asks for every page shown before it. */
export const SERVICE_PAGE_SIZE = 25;
/** The API answers at most 100 at once (docs/api.md). */
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
  category: CATEGORY_KEY,
  search: 'q',
  visibility: 'visible',
  sort: 'sort',
  pages: 'page',
} as const;
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
  writeCategory(params, state.category);
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
  const filter: ServiceFilter = categoryFilter(state.category);
  if (state.visibility !== 'all') filter.is_visible = state.visibility === 'shown';
  return filterOrNone(filter);
}

/** What the list asks the API for: the search, the filter and the order. */
export const serviceQueryVariables = (projectId: string, state: ServiceListState) =>
  catalogueQueryVariables(projectId, state.search, serviceFilter(state), SORTS[state.sort]);

/** GetServiceList's first request: from the start, as many as the pages shown; "Show more" fetches the rest. */
export const serviceListVariables = (
  projectId: string,
  state: ServiceListState,
): GetServiceListQueryVariables =>
  firstPagesVariables(serviceQueryVariables(projectId, state), SERVICE_PAGE_SIZE, state.pages);
