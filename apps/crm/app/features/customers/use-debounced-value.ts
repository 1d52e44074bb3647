import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../shared/list/search-field';

/** `value` once it has stayed the same for `delay` milliseconds: one search per pause in typing, not per key. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
