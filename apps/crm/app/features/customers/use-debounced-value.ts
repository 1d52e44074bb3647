import { useEffect, useState } from 'react';

/** How long typing pauses before a search goes out. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `delay` milliseconds: one search per pause in typing, not per key. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
