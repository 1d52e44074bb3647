import { useQuery } from '@apollo/client/react';
import { GetServiceListDocument } from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';
import { appendPage } from './paged-list';
import { serviceListVariables } from './starter-content-queries';
import { useCrmShowMore } from './use-crm-show-more';

/** The project's services a page at a time. */
export function useServiceList(projectId: string) {
  const query = useQuery(GetServiceListDocument, { variables: serviceListVariables(projectId) });
  const page = query.data?.service_list;
  useRevalidateOnPaymentRequired(query.error);
  const more = useCrmShowMore(() =>
    query.fetchMore({
      variables: { offset: page?.list.length ?? 0 },
      updateQuery: (previous, { fetchMoreResult }) => ({ service_list: appendPage(previous.service_list, fetchMoreResult.service_list) }),
    }),
  );
  return {
    page: page ?? null,
    isLoading: query.loading && !page,
    hasError: Boolean(query.error) && !page,
    retry: () => query.refetch().catch(() => undefined),
    ...more,
  };
}
