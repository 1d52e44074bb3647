import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `intervalMs` while the page is visible. A hidden tab is not polled; when it shows
 * again, a poll that fell due meanwhile runs at once and the rhythm resumes from there.
 */
export function usePagePolling(poll: () => void, intervalMs: number, enabled: boolean) {
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The data was just fetched by the query that enables polling.
    let lastPoll = Date.now();
    const run = () => {
      lastPoll = Date.now();
      pollRef.current();
      schedule();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (document.visibilityState === 'hidden') return;
      timer = setTimeout(run, Math.max(0, lastPoll + intervalMs - Date.now()));
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [enabled, intervalMs]);
}
