import type { FieldPolicy, Reference } from '@apollo/client/cache';

/** A page of a list as the API answers it (spec §3): the items and the list's metadata, plus any field of the list. */
export interface PagedList {
  list: ReadonlyArray<Reference | object>;
  meta: { __typename?: 'ListMeta'; count: number; has_next_page: boolean; total: number };
}

/**
 * Field policy of a `{ list, meta }` field that shows more pages ("Show more" calls `fetchMore` with the next
 * `offset`). The pages of one list share a cache entry, told apart by `keyArgs` (its filter and order by default,
 * never limit or offset), and merge by offset:
 *
 * - offset 0 (the first page, a refetch, a poll, a `writeQuery` of the whole list) replaces what was shown;
 * - a later page follows the items before its offset. An item added meanwhile shifts the offsets, so an item
 *   already shown may come again: it is kept once. `meta` is the latest page's (whether more follow, the total)
 *   with `count` of everything shown.
 *
 * @example
 * ```ts
 * new InMemoryCache({ typePolicies: { Query: { fields: { project_list: pagedList(), service_list: pagedList(['project_id']) } } } });
 * await query.fetchMore({ variables: { offset: page.list.length } });
 * ```
 */
export function pagedList(keyArgs: readonly string[] = ['filter', 'order_by']): FieldPolicy<PagedList> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      if (!existing || offset === 0) return incoming;
      const shown = existing.list.slice(0, offset);
      const idOf = (item: Reference | object) => readField<string>('id', item as Reference);
      const known = new Set(shown.map(idOf).filter((id) => id !== undefined));
      const list = [...shown, ...incoming.list.filter((item) => !known.has(idOf(item) as string))];
      return { ...incoming, list, meta: { ...incoming.meta, count: list.length } };
    },
  };
}
