import { useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useShowMore } from '@donut/ui';
import { usePaymentRequiredCheck, useRevalidateOnPaymentRequired } from '../payment-required';

/** A page of a list as the API answers it (`customer_list`, `service_list`, `application_list`). */
export interface PagedAnswer {
  list: readonly unknown[];
  meta: { has_next_page: boolean; total: number };
}

export interface PagedListOptions<TData, TVariables extends OperationVariables, TPage extends PagedAnswer> {
  document: TypedDocumentNode<TData, TVariables>;
  /** The search, filter and order the list asks for: a new one loads the pages shown from the start again. */
  queryVariables: object;
  /** The first request's variables for as many pages as the address says were shown. */
  variables: (pages: number) => TVariables;
  /** The list's page in the answer. */
  select: (data: TData) => TPage;
  pageSize: number;
  /** The pages shown (the address's `page`). */
  pages: number;
  /** Called with the pages shown after "Show more", to keep them in the address. */
  onPages: (pages: number) => void;
}

/**
 * A URL-paged list: the first request asks for the pages the address says were shown, once per search, filter and
 * order; "Show more" raising `pages` in the address must not load the list again from the start, it only fetches
 * the next page, which the cache's `pagedList` policy appends. A new search keeps the previous answer on screen
 * (marked stale) instead of blinking to "Loading".
 *
 * @example
 * const list = usePagedList({ document: GetServiceListDocument, select: (data) => data.service_list, ... });
 */
export function usePagedList<TData, TVariables extends OperationVariables, TPage extends PagedAnswer>({
  document,
  queryVariables,
  variables,
  select,
  pageSize,
  pages: shownPages,
  onPages,
}: PagedListOptions<TData, TVariables, TPage>) {
  const key = JSON.stringify(queryVariables);
  const [first, setFirst] = useState({ key, pages: shownPages });
  if (first.key !== key) setFirst({ key, pages: shownPages });
  const pages = first.key === key ? first.pages : shownPages;

  const query = useQuery(document as TypedDocumentNode<TData, OperationVariables>, {
    variables: variables(pages),
  });
  useRevalidateOnPaymentRequired(query.error);
  const data = query.data as TData | undefined;
  const previous = query.previousData as TData | undefined;
  const current = data ? select(data) : null;
  const page = current ?? (query.loading && previous ? select(previous) : null);
  const more = useShowMore(
    async () => {
      const offset = current?.list.length ?? 0;
      await query.fetchMore({ variables: { offset, limit: pageSize } });
      onPages(Math.ceil(offset / pageSize) + 1);
    },
    { isHandledElsewhere: usePaymentRequiredCheck() },
  );
  return {
    page,
    isLoading: query.loading && !page,
    /** The shown answer is an earlier search's while the new one loads. */
    isStale: !current && Boolean(page),
    hasError: Boolean(query.error) && !current,
    retry: () => query.refetch().catch(() => undefined),
    /** Loads the list again as it is (a change elsewhere: a new application arrived). */
    refetch: () => query.refetch().catch(() => undefined),
    ...more,
  };
}
