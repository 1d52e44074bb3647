import { useQuery } from '@apollo/client/react';
import { GetServiceListDocument } from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';
import { serviceListVariables } from './starter-content-queries';
import { useCrmShowMore } from './use-crm-show-more';

/** The project's services a page at a time. */
export function useServiceList(projectId: string) {
  const query = useQuery(GetServiceListDocument, { variables: serviceListVariables(projectId) });
  const page = query.data?.service_list;
  useRevalidateOnPaymentRequired(query.error);
  // The cache's type policy puts the next page after the ones shown (pagedList of @donut/graphql).
  const more = useCrmShowMore(() => query.fetchMore({ variables: { offset: page?.list.length ?? 0 } }));
  return {
    page: page ?? null,
    isLoading: query.loading && !page,
    hasError: Boolean(query.error) && !page,
    retry: () => query.refetch().catch(() => undefined),
    ...more,
  };
}
