import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';

/**
 * How often a section's counts are asked again besides its live feed: it catches up after the WebSocket was lost or
 * is refused on the way (a proxy without WebSocket).
 */
export const COUNTS_POLL_MS = 30_000;

interface ProjectVariables {
  project_id: string;
}

export interface LiveCountsOptions {
  skip?: boolean;
  /**
   * Listens to the feed as well: the menu's counts (the layout) do, once for every screen; the others read the same
   * cache entry.
   */
  isLive?: boolean;
}

/**
 * A project's counts by status (the menu's "N new"), asked again every `COUNTS_POLL_MS` and, when live, at each
 * change that `feed` (the subscription of the project's changes, `order_changed`) brings: the record it carries
 * lands in the cache (an open card shows it). Every user of `counts` shares one cache entry, so the menu's live
 * counts refresh a list's too.
 *
 * @example
 * const query = useLiveCounts(GetOrderCountsDocument, OrderChangedDocument, projectId, { isLive: true });
 * const counts = query.data?.order_counts ?? null;
 */
export function useLiveCounts<TData>(
  counts: TypedDocumentNode<TData, ProjectVariables>,
  feed: TypedDocumentNode<unknown, ProjectVariables>,
  projectId: string,
  { skip = false, isLive = false }: LiveCountsOptions = {},
) {
  const variables = { project_id: projectId };
  const query = useQuery(counts as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    skip,
    pollInterval: COUNTS_POLL_MS,
  });
  const refetch = () => query.refetch().catch(() => undefined);
  useSubscription(feed, { variables, skip: skip || !isLive, onData: () => void refetch() });
  return { data: query.data, refetch };
}
