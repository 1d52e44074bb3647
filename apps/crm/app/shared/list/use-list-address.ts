import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state kept in the address, so a reload or a shared link shows the same list. `update` starts from the
 * first page unless the change says otherwise; `replace` for typing and "Show more" (no history entry), a step Back
 * undoes the rest. `read` and `write` must be module-level functions (stable).
 */
export function useListAddress<S extends { pages: number }>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);
  const update = useCallback(
    (change: Partial<S>, replace: boolean) =>
      setParams((current) => write({ ...read(current), pages: 1, ...change }), {
        replace,
        preventScrollReset: true,
      }),
    [setParams, read, write],
  );
  return { state, update };
}
