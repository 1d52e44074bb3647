import { useRef, useState } from 'react';

export interface ShowMoreOptions {
  /** Whether a failure was taken care of elsewhere (e.g. the paywall took the page); then no retry is offered. */
  isHandledElsewhere?: (error: unknown) => boolean;
}

/**
 * "Show more" around a fetch of the next page of a list: its busy state, and its failure kept apart from the
 * pages already shown, which stay. A second press while a page is on its way does nothing.
 */
export function useShowMore(fetchNext: () => Promise<unknown>, { isHandledElsewhere }: ShowMoreOptions = {}) {
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [hasMoreError, setHasMoreError] = useState(false);
  const inFlight = useRef(false);

  async function loadMore() {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsLoadingMore(true);
    setHasMoreError(false);
    try {
      await fetchNext();
    } catch (error) {
      if (!isHandledElsewhere?.(error)) setHasMoreError(true);
    } finally {
      inFlight.current = false;
      setIsLoadingMore(false);
    }
  }

  return { isLoadingMore, hasMoreError, loadMore };
}
