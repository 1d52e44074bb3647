import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ReadNotificationDocument } from '@donut/graphql';
import { markReadInCache } from './notification-list-query';

/** How long following a notification's button waits for its mark-as-read before leaving anyway. */
const FOLLOW_WAIT_MS = 3000;

/**
 * ReadNotification (spec §4): one notification when its button is followed, or all of them (an empty
 * `ids`, as the API reads it). A success shows in the cached list at once; "Mark all as read" then
 * refetches the list through `refresh`.
 */
export function useReadNotifications(refresh: () => Promise<void>) {
  const [readNotification] = useMutation(ReadNotificationDocument);
  const [markAllStatus, setMarkAllStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  const markRead = useCallback(
    (ids: string[]) =>
      readNotification({
        variables: { ids },
        update(cache, { data }) {
          if (data?.read_notification) markReadInCache(cache, ids);
        },
      }),
    [readNotification],
  );

  /** Resolves when the notification is read, or failed to be, or after FOLLOW_WAIT_MS: the link matters more. */
  const markReadBeforeLeaving = useCallback(
    async (id: string) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FOLLOW_WAIT_MS);
      });
      await Promise.race([markRead([id]).catch(() => undefined), waited]);
      clearTimeout(timer);
    },
    [markRead],
  );

  async function markAllRead() {
    setMarkAllStatus('loading');
    try {
      await markRead([]);
    } catch {
      setMarkAllStatus('error');
      return;
    }
    // The cache already shows them read; a failed refetch leaves that to the next poll.
    await refresh().catch(() => undefined);
    setMarkAllStatus('idle');
  }

  return {
    markRead,
    markReadBeforeLeaving,
    markAllRead,
    isMarkingAll: markAllStatus === 'loading',
    hasMarkAllError: markAllStatus === 'error',
  };
}
