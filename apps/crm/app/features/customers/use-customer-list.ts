import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetCustomerListDocument } from '@donut/graphql';
import { useShowMore } from '@donut/ui';
import { usePaymentRequiredCheck, useRevalidateOnPaymentRequired } from '../../shared/payment-required';
import {
  CUSTOMER_PAGE_SIZE,
  customerListVariables,
  customerQueryVariables,
  type CustomerListState,
} from './customer-list-state';

/**
 * The project's customers for the list's state, a page at a time. The first request asks for the pages the address
 * says were shown, once per search, filter and order: "Show more" raising `pages` in the address must not load the
 * list again from the start, it only fetches the next page, which the cache's `pagedList` policy appends.
 */
export function useCustomerList(
  projectId: string,
  state: CustomerListState,
  onPages: (pages: number) => void,
) {
  const key = JSON.stringify(customerQueryVariables(projectId, state));
  const [first, setFirst] = useState({ key, pages: state.pages });
  if (first.key !== key) setFirst({ key, pages: state.pages });
  const pages = first.key === key ? first.pages : state.pages;

  const query = useQuery(GetCustomerListDocument, {
    variables: customerListVariables(projectId, { ...state, pages }),
  });
  useRevalidateOnPaymentRequired(query.error);
  const current = query.data?.customer_list ?? null;
  // A new search keeps the previous answer on screen (marked busy) instead of blinking to "Loading".
  const page = current ?? (query.loading ? (query.previousData?.customer_list ?? null) : null);
  const more = useShowMore(
    async () => {
      const offset = current?.list.length ?? 0;
      await query.fetchMore({ variables: { offset, limit: CUSTOMER_PAGE_SIZE } });
      onPages(Math.ceil(offset / CUSTOMER_PAGE_SIZE) + 1);
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
    ...more,
  };
}
