import { useQuery } from '@apollo/client/react';
import { GetOrderCountsDocument, type OrderStatus } from '@donut/graphql';
import { useCountChanges } from '../../shared/inbox/use-count-changes';

/**
 * How often the counts are asked again. The API has no order subscription yet (ADR 0036: notifications come with
 * the outbox's next increment), so polling is how a new order reaches the menu and an open order book.
 */
export const ORDER_COUNTS_POLL_MS = 30_000;

/**
 * The project's orders by status (the menu shows the new ones). Every user of the counts shares one cache entry,
 * so the menu's polling refreshes the order book's too.
 */
export function useOrderCounts(projectId: string, { skip = false }: { skip?: boolean } = {}) {
  const query = useQuery(GetOrderCountsDocument, {
    variables: { project_id: projectId },
    skip,
    pollInterval: ORDER_COUNTS_POLL_MS,
  });
  const counts = query.data?.order_counts ?? null;
  return {
    counts,
    /** How many orders are in `status`, once known. */
    count: (status: OrderStatus) =>
      counts ? (counts.find((entry) => entry.status === status)?.count ?? 0) : undefined,
  };
}

/**
 * Calls `onChange` when the polled counts change (an order arrived or moved elsewhere): the order book loads its
 * list again, so a new order shows without a reload.
 */
export function useOrderChanges(projectId: string, onChange: () => void) {
  const { counts } = useOrderCounts(projectId);
  useCountChanges(counts, onChange);
}
