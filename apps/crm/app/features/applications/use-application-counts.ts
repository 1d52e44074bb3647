import { ApplicationChangedDocument, GetApplicationCountsDocument } from '@donut/graphql';
import { useCountChanges } from '../../shared/inbox/use-count-changes';
import { useLiveCounts, type LiveCountsOptions } from '../../shared/inbox/use-live-counts';

/**
 * The project's applications by status (the menu shows the new ones), polled slowly, live over
 * `application_changed` when asked.
 */
export function useApplicationCounts(projectId: string, options: LiveCountsOptions = {}) {
  const query = useLiveCounts(GetApplicationCountsDocument, ApplicationChangedDocument, projectId, options);
  return { counts: query.data?.application_counts ?? null, refetch: query.refetch };
}

/**
 * The menu's counts kept live: each application that arrives or changes comes over the `application_changed`
 * subscription into the cache (an open card shows its new status), and the counts are asked again, which tells
 * an open inbox to load its list again (`useApplicationChanges`).
 */
export const useLiveApplicationCounts = (projectId: string, { skip = false }: { skip?: boolean } = {}) =>
  useApplicationCounts(projectId, { skip, isLive: true });

/**
 * Calls `onChange` when an application of the project arrives or changes status: the inbox loads its list again,
 * so a new application shows without a reload. A change shows as new counts.
 */
export function useApplicationChanges(projectId: string, onChange: () => void) {
  const { counts } = useApplicationCounts(projectId);
  useCountChanges(counts, onChange);
}
