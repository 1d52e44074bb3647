import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetServiceListDocument } from '@donut/graphql';
import { useShowMore } from '@donut/ui';
import { usePaymentRequiredCheck, useRevalidateOnPaymentRequired } from '../../shared/payment-required';
import {
  SERVICE_PAGE_SIZE,
  serviceListVariables,
  serviceQueryVariables,
  type ServiceListState,
} from './service-list-state';

/**
 * The project's services for the list's state, a page at a time. The first request asks for the pages the address
 * says were shown, once per category, search, filter and order; "Show more" fetches the next page only, which the
 * cache's `pagedList` policy appends.
 */
export function useServiceList(projectId: string, state: ServiceListState, onPages: (pages: number) => void) {
  const key = JSON.stringify(serviceQueryVariables(projectId, state));
  const [first, setFirst] = useState({ key, pages: state.pages });
  if (first.key !== key) setFirst({ key, pages: state.pages });
  const pages = first.key === key ? first.pages : state.pages;

  const query = useQuery(GetServiceListDocument, {
    variables: serviceListVariables(projectId, { ...state, pages }),
  });
  useRevalidateOnPaymentRequired(query.error);
  const current = query.data?.service_list ?? null;
  // A new search keeps the previous answer on screen (marked busy) instead of blinking to "Loading".
  const page = current ?? (query.loading ? (query.previousData?.service_list ?? null) : null);
  const more = useShowMore(
    async () => {
      const offset = current?.list.length ?? 0;
      await query.fetchMore({ variables: { offset, limit: SERVICE_PAGE_SIZE } });
      onPages(Math.ceil(offset / SERVICE_PAGE_SIZE) + 1);
    },
    { isHandledElsewhere: usePaymentRequiredCheck() },
  );
  return {
    page,
    isLoading: query.loading && !page,
    isStale: !current && Boolean(page),
    hasError: Boolean(query.error) && !current,
    retry: () => query.refetch().catch(() => undefined),
    ...more,
  };
}
