import { useQuery } from '@apollo/client/react';
import { GetServiceDocument, readApiError } from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';

/** One service of the project for its form; nothing without an id (a new service). */
export function useService(projectId: string, id: string | undefined) {
  const query = useQuery(GetServiceDocument, {
    variables: { project_id: projectId, id: id ?? '' },
    skip: !id,
  });
  useRevalidateOnPaymentRequired(query.error);
  const service = query.data?.service ?? null;
  return {
    service,
    isLoading: query.loading && !service,
    // An address with a malformed id is refused as input: it names no service either.
    isNotFound: !service && ['NOT_FOUND', 'BAD_USER_INPUT'].includes(readApiError(query.error).code ?? ''),
    hasError: Boolean(query.error) && !service,
    retry: () => query.refetch().catch(() => undefined),
  };
}
