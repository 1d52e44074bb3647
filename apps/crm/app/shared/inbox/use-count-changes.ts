import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` when polled or live counts differ from the ones seen before (a record arrived or moved to another
 * status): an open list loads itself again, so a new application or order shows without a reload. The first counts
 * only set what was seen; null (not loaded yet) changes nothing.
 *
 * @example
 * const { counts } = useOrderCounts(projectId);
 * useCountChanges(counts, orders.refetch);
 */
export function useCountChanges(counts: unknown, onChange: () => void) {
  const signature = counts ? JSON.stringify(counts) : null;
  const seen = useRef(signature);
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    if (signature === null) return;
    if (seen.current !== null && seen.current !== signature) handler.current();
    seen.current = signature;
  }, [signature]);
}
