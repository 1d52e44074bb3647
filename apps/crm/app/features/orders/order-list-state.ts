import type { DeliveryKind, GetOrderListQueryVariables, OrderFilter, OrderStatus } from '@donut/graphql';
import { dayStartInZone, nextDay } from '../../shared/time/zoned-day';

/** Orders a "Show more" adds; the first load after a reload asks for every page shown before it. */
export const ORDER_PAGE_SIZE = 20;
/** The API answers at most 100 at once (orders.graphql). */
const MAX_FIRST_PAGES = 5;
export const ORDER_SEARCH_MAX_LENGTH = 100;

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'new',
  'confirmed',
  'sent',
  'ready_for_pickup',
  'completed',
  'cancelled',
];
export const DELIVERY_KINDS: readonly DeliveryKind[] = ['pickup', 'courier', 'post'];

/** What the order book shows: its search, filters (modal-filters) and the pages shown; always newest first. */
export interface OrderListState {
  search: string;
  status: OrderStatus | null;
  delivery: DeliveryKind | null;
  /** Placed on or after this day / on or before this one (YYYY-MM-DD, the business's days). */
  from: string;
  to: string;
  pages: number;
}

export type OrderListFilters = Pick<OrderListState, 'status' | 'delivery' | 'from' | 'to'>;

export const NO_ORDER_FILTERS: OrderListFilters = { status: null, delivery: null, from: '', to: '' };

/** The address's query keys: a reload or a shared link shows the same orders. */
const KEYS = {
  search: 'q',
  status: 'status',
  delivery: 'delivery',
  from: 'from',
  to: 'to',
  pages: 'page',
} as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const readDay = (value: string | null) => (value && DAY.test(value) ? value : '');
const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  choices.includes(value as T) ? (value as T) : null;

/** The order book's state from the address; anything unknown or malformed reads as its default. */
export function readOrderListState(params: URLSearchParams): OrderListState {
  const pages = Number.parseInt(params.get(KEYS.pages) ?? '', 10);
  return {
    search: (params.get(KEYS.search) ?? '').trim().slice(0, ORDER_SEARCH_MAX_LENGTH).trim(),
    status: oneOf(ORDER_STATUSES, params.get(KEYS.status)),
    delivery: oneOf(DELIVERY_KINDS, params.get(KEYS.delivery)),
    from: readDay(params.get(KEYS.from)),
    to: readDay(params.get(KEYS.to)),
    pages: Number.isFinite(pages) && pages > 1 ? pages : 1,
  };
}

/** The address's query for a state: only what differs from the defaults, in a fixed order. */
export function orderListSearchParams(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set(KEYS.search, state.search);
  if (state.status) params.set(KEYS.status, state.status);
  if (state.delivery) params.set(KEYS.delivery, state.delivery);
  if (state.from) params.set(KEYS.from, state.from);
  if (state.to) params.set(KEYS.to, state.to);
  if (state.pages > 1) params.set(KEYS.pages, String(state.pages));
  return params;
}

export const orderListFilters = ({ status, delivery, from, to }: OrderListFilters): OrderListFilters => ({
  status,
  delivery,
  from,
  to,
});

/** How many filters of modal-filters are set (a date range counts once). */
export const orderFilterCount = (state: OrderListFilters): number =>
  [state.status, state.delivery, state.from || state.to].filter(Boolean).length;

/** The API's filter: the days as the instants they start and end at in the business's time zone. */
function orderFilter(state: OrderListFilters, timeZone: string): OrderFilter | undefined {
  const filter: OrderFilter = {};
  if (state.status) filter.status = state.status;
  if (state.delivery) filter.delivery_kind = state.delivery;
  if (state.from) filter.created_from = dayStartInZone(state.from, timeZone);
  if (state.to) filter.created_to = dayStartInZone(nextDay(state.to), timeZone);
  return Object.keys(filter).length ? filter : undefined;
}

/** What the order book asks the API for: the search and the filter (the API answers newest first). */
export function orderQueryVariables(projectId: string, state: OrderListState, timeZone: string) {
  return {
    project_id: projectId,
    search: state.search || undefined,
    filter: orderFilter(state, timeZone),
  };
}

/** GetOrderList's first request: from the start, as many as the pages shown. */
export function orderListVariables(
  projectId: string,
  state: OrderListState,
  timeZone: string,
): GetOrderListQueryVariables {
  return {
    ...orderQueryVariables(projectId, state, timeZone),
    limit: ORDER_PAGE_SIZE * Math.min(state.pages, MAX_FIRST_PAGES),
    offset: 0,
  };
}
