import type {
  ApplicationFilter,
  ApplicationSort,
  ApplicationStatus,
  GetApplicationListQueryVariables,
} from '@donut/graphql';
import { dayStartInZone, nextDay } from '../../shared/time/zoned-day';

/** Applications a "Show more" adds; the first load after a reload asks for every page shown before it. */
export const APPLICATION_PAGE_SIZE = 20;
/** The API answers at most 100 at once (docs/api.md). */
const MAX_FIRST_PAGES = 5;
export const APPLICATION_SEARCH_MAX_LENGTH = 100;

export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['new', 'in_progress', 'done', 'rejected'];
export const APPLICATION_SORTS = ['newest', 'oldest', 'updated', 'status'] as const;
export type ApplicationSortKey = (typeof APPLICATION_SORTS)[number];

const SORTS: Record<ApplicationSortKey, ApplicationSort> = {
  newest: { field: 'created_at', direction: 'desc' },
  oldest: { field: 'created_at', direction: 'asc' },
  updated: { field: 'updated_at', direction: 'desc' },
  status: { field: 'status', direction: 'asc' },
};

/** What the inbox shows: its search, filters (modal-filters), order (modal-sort) and the pages shown. */
export interface ApplicationListState {
  search: string;
  status: ApplicationStatus | null;
  serviceId: string;
  /** Sent on or after this day / on or before this one (YYYY-MM-DD, the business's days). */
  from: string;
  to: string;
  sort: ApplicationSortKey;
  pages: number;
}

export type ApplicationListFilters = Pick<ApplicationListState, 'status' | 'serviceId' | 'from' | 'to'>;

export const NO_APPLICATION_FILTERS: ApplicationListFilters = {
  status: null,
  serviceId: '',
  from: '',
  to: '',
};

/** The address's query keys: a reload or a shared link shows the same inbox. */
const KEYS = {
  search: 'q',
  status: 'status',
  serviceId: 'service',
  from: 'from',
  to: 'to',
  sort: 'sort',
  pages: 'page',
} as const;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const readDay = (value: string | null) => (value && DAY.test(value) ? value : '');

/** The inbox's state from the address; anything unknown or malformed reads as its default. */
export function readApplicationListState(params: URLSearchParams): ApplicationListState {
  const status = params.get(KEYS.status);
  const sort = params.get(KEYS.sort);
  const service = params.get(KEYS.serviceId) ?? '';
  const pages = Number.parseInt(params.get(KEYS.pages) ?? '', 10);
  return {
    search: (params.get(KEYS.search) ?? '').trim().slice(0, APPLICATION_SEARCH_MAX_LENGTH).trim(),
    status: APPLICATION_STATUSES.includes(status as ApplicationStatus) ? (status as ApplicationStatus) : null,
    serviceId: UUID.test(service) ? service : '',
    from: readDay(params.get(KEYS.from)),
    to: readDay(params.get(KEYS.to)),
    sort: (APPLICATION_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ApplicationSortKey)
      : 'newest',
    pages: Number.isFinite(pages) && pages > 1 ? pages : 1,
  };
}

/** The address's query for a state: only what differs from the defaults, in a fixed order. */
export function applicationListSearchParams(state: ApplicationListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set(KEYS.search, state.search);
  if (state.status) params.set(KEYS.status, state.status);
  if (state.serviceId) params.set(KEYS.serviceId, state.serviceId);
  if (state.from) params.set(KEYS.from, state.from);
  if (state.to) params.set(KEYS.to, state.to);
  if (state.sort !== 'newest') params.set(KEYS.sort, state.sort);
  if (state.pages > 1) params.set(KEYS.pages, String(state.pages));
  return params;
}

export const applicationListFilters = ({ status, serviceId, from, to }: ApplicationListFilters) => ({
  status,
  serviceId,
  from,
  to,
});

/** How many filters of modal-filters are set (a date range counts once). */
export const applicationFilterCount = (state: ApplicationListFilters): number =>
  [state.status, state.serviceId, state.from || state.to].filter(Boolean).length;

/** The API's filter: the days as the instants they start and end at in the business's time zone. */
function applicationFilter(state: ApplicationListFilters, timeZone: string): ApplicationFilter | undefined {
  const filter: ApplicationFilter = {};
  if (state.status) filter.statuses = [state.status];
  if (state.serviceId) filter.service_id = state.serviceId;
  if (state.from) filter.created_from = dayStartInZone(state.from, timeZone);
  if (state.to) filter.created_to = dayStartInZone(nextDay(state.to), timeZone);
  return Object.keys(filter).length ? filter : undefined;
}

/** What the inbox asks the API for: the search, the filter and the order. */
export function applicationQueryVariables(projectId: string, state: ApplicationListState, timeZone: string) {
  return {
    project_id: projectId,
    search: state.search || undefined,
    filter: applicationFilter(state, timeZone),
    sort: SORTS[state.sort],
  };
}

/** GetApplicationList's first request: from the start, as many as the pages shown. */
export function applicationListVariables(
  projectId: string,
  state: ApplicationListState,
  timeZone: string,
): GetApplicationListQueryVariables {
  return {
    ...applicationQueryVariables(projectId, state, timeZone),
    limit: APPLICATION_PAGE_SIZE * Math.min(state.pages, MAX_FIRST_PAGES),
    offset: 0,
  };
}
