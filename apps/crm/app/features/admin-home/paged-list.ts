/** A page of a list as the API answers it (spec §3 list metadata). */
export interface Page<T extends { id: string }> {
  list: T[];
  meta: { count: number; has_next_page: boolean; total: number };
}

/**
 * The next page after the pages shown ("Show more"). An item added meanwhile shifts the offsets, so
 * an item already shown may come again; it is kept once.
 */
export function appendPage<T extends { id: string }, P extends Page<T>>(shown: P, next: P): P {
  const known = new Set(shown.list.map((item) => item.id));
  const list = [...shown.list, ...next.list.filter((item) => !known.has(item.id))];
  // The latest page knows whether more follow; the count is of everything shown now.
  return { ...next, list, meta: { ...next.meta, count: list.length } };
}
