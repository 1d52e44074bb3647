/** The most a list request may ask for (the API's limit). */
const API_LIMIT_MAX = 100;

/** A catalogue's filter, or none when nothing is set (the API's whole list). */
export const filterOrNone = <F extends object>(filter: F): F | undefined =>
  Object.keys(filter).length ? filter : undefined;

/** What a catalogue's list asks the API for: the search, the filter and the order. */
export function catalogueQueryVariables<Filter, Sort>(
  projectId: string,
  search: string,
  filter: Filter | undefined,
  sort: Sort,
) {
  return { project_id: projectId, search: search || undefined, filter, sort };
}

/**
 * The list's first request: from the start, as many as the pages shown (after a reload or a shared link), up to the
 * API's 100; "Show more" fetches the rest.
 */
export function firstPagesVariables<V extends object>(variables: V, pageSize: number, pages: number) {
  return { ...variables, limit: Math.min(pageSize * pages, API_LIMIT_MAX), offset: 0 };
}
