import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { GetNotificationListDocument } from '@donut/graphql';
import {
  NOTIFICATION_LIST_VARIABLES,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_POLL_MS,
} from './notification-list-query';
import { usePagePolling } from './use-page-polling';

/** The API answers at most this many items per request. */
const MAX_REFRESH_LIMIT = 250;

/**
 * The owner's notifications for the header: the newest page, "Show more" pages appended with fetchMore,
 * refreshed every minute while the page is visible. `enabled` is false on the server and during hydration,
 * so the query only ever runs in the browser.
 */
export function useNotificationList(enabled: boolean) {
  const client = useApolloClient();
  const query = useQuery(GetNotificationListDocument, {
    variables: NOTIFICATION_LIST_VARIABLES,
    fetchPolicy: 'cache-and-network',
    skip: !enabled,
  });
  const page = query.data?.notification_list;
  const [moreStatus, setMoreStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  const shownCount = useRef(0);
  // Bumped around every fetchMore: a refresh that started before a page was added must not drop it.
  const pagesVersion = useRef(0);
  useEffect(() => {
    shownCount.current = page?.list.length ?? 0;
  }, [page]);

  /**
   * Fetches everything shown (not just the first page, as a refetch with the query's own variables
   * would) and writes it where the list lives, so a refresh neither loses the "Show more" pages nor
   * blanks the list while it runs. Rejects like a query does.
   */
  const refresh = useCallback(async () => {
    const version = pagesVersion.current;
    const limit = Math.min(MAX_REFRESH_LIMIT, Math.max(NOTIFICATIONS_PAGE_SIZE, shownCount.current));
    const { data } = await client.query({
      query: GetNotificationListDocument,
      variables: { ...NOTIFICATION_LIST_VARIABLES, limit },
      fetchPolicy: 'no-cache',
    });
    if (!data || version !== pagesVersion.current) return;
    client.writeQuery({ query: GetNotificationListDocument, variables: NOTIFICATION_LIST_VARIABLES, data });
  }, [client]);

  usePagePolling(
    () => {
      // A failed poll changes nothing on screen (the error link logs it); the next one tries again.
      refresh().catch(() => undefined);
    },
    NOTIFICATIONS_POLL_MS,
    enabled,
  );

  /** Resolves true once the next page is shown. */
  async function loadMore(): Promise<boolean> {
    if (!page || moreStatus === 'loading') return false;
    pagesVersion.current += 1;
    setMoreStatus('loading');
    try {
      // The cache's pagedList policy puts the page after the ones shown.
      await query.fetchMore({ variables: { offset: page.list.length, limit: NOTIFICATIONS_PAGE_SIZE } });
      setMoreStatus('idle');
      return true;
    } catch {
      // The pages already shown stay; the button offers the next one again.
      setMoreStatus('error');
      return false;
    } finally {
      pagesVersion.current += 1;
    }
  }

  function retry() {
    // A failure shows through `error` again; the rejected promise has nothing more to say.
    query.refetch().catch(() => undefined);
  }

  return {
    /** Null until the first answer (the panel shows "Loading…"), or after a failed one. */
    page: page ?? null,
    hasError: Boolean(query.error) && !page,
    isLoadingMore: moreStatus === 'loading',
    hasMoreError: moreStatus === 'error',
    loadMore,
    retry,
    refresh,
  };
}
