import { GetOrderCountsDocument, OrderChangedDocument, type OrderStatus } from '@donut/graphql';
import { useCountChanges } from '../../shared/inbox/use-count-changes';
import { useLiveCounts, type LiveCountsOptions } from '../../shared/inbox/use-live-counts';

/** The project's orders by status (the menu shows the new ones), polled slowly, live over `order_changed` when asked. */
export function useOrderCounts(projectId: string, options: LiveCountsOptions = {}) {
  const query = useLiveCounts(GetOrderCountsDocument, OrderChangedDocument, projectId, options);
  const counts = query.data?.order_counts ?? null;
  return {
    counts,
    /** How many orders are in `status`, once known. */
    count: (status: OrderStatus) =>
      counts ? (counts.find((entry) => entry.status === status)?.count ?? 0) : undefined,
    refetch: query.refetch,
  };
}

/**
 * The menu's counts kept live: each order that is placed or changes comes over the `order_changed` subscription
 * into the cache (an open card shows its new status), and the counts are asked again, which tells an open order
 * book to load its list again (`useOrderChanges`).
 */
export const useLiveOrderCounts = (projectId: string, { skip = false }: { skip?: boolean } = {}) =>
  useOrderCounts(projectId, { skip, isLive: true });

/**
 * Calls `onChange` when an order of the project is placed or moves: the order book loads its list again, so a new
 * order shows without a reload. A change shows as new counts.
 */
export function useOrderChanges(projectId: string, onChange: () => void) {
  const { counts } = useOrderCounts(projectId);
  useCountChanges(counts, onChange);
}
