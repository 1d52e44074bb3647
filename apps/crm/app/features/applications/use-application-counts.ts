import { useQuery, useSubscription } from '@apollo/client/react';
import { ApplicationChangedDocument, GetApplicationCountsDocument } from '@donut/graphql';
import { useCountChanges } from '../../shared/inbox/use-count-changes';

/**
 * How often the counts are asked again besides the live `application_changed` feed: it catches up after the
 * WebSocket was lost or is refused on the way (a proxy without WebSocket).
 */
export const APPLICATION_COUNTS_POLL_MS = 30_000;

/**
 * The project's applications by status (the menu shows the new ones). Every user of the counts shares one cache
 * entry, so the menu's polling refreshes the inbox's too.
 */
export function useApplicationCounts(projectId: string, { skip = false }: { skip?: boolean } = {}) {
  const query = useQuery(GetApplicationCountsDocument, {
    variables: { project_id: projectId },
    skip,
    pollInterval: APPLICATION_COUNTS_POLL_MS,
  });
  return {
    counts: query.data?.application_counts ?? null,
    refetch: () => query.refetch().catch(() => undefined),
  };
}

/**
 * The menu's counts kept live: each application that arrives or changes comes over the `application_changed`
 * subscription into the cache (an open card shows its new status), and the counts are asked again, which tells
 * an open inbox to load its list again (`useApplicationChanges`).
 */
export function useLiveApplicationCounts(projectId: string, { skip = false }: { skip?: boolean } = {}) {
  const counts = useApplicationCounts(projectId, { skip });
  useSubscription(ApplicationChangedDocument, {
    variables: { project_id: projectId },
    skip,
    onData: () => void counts.refetch(),
  });
  return counts;
}

/**
 * Calls `onChange` when an application of the project arrives or changes status: the inbox loads its list again,
 * so a new application shows without a reload. A change shows as new counts.
 */
export function useApplicationChanges(projectId: string, onChange: () => void) {
  const { counts } = useApplicationCounts(projectId);
  useCountChanges(counts, onChange);
}
