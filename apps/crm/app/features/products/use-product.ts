import { useQuery } from '@apollo/client/react';
import { GetProductDocument, readApiError } from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';

/** One product of the project for its form; nothing without an id (a new product). */
export function useProduct(projectId: string, id: string | undefined) {
  const query = useQuery(GetProductDocument, {
    variables: { project_id: projectId, id: id ?? '' },
    skip: !id,
  });
  useRevalidateOnPaymentRequired(query.error);
  const product = query.data?.product ?? null;
  return {
    product,
    isLoading: query.loading && !product,
    // An address with a malformed id is refused as input: it names no product either.
    isNotFound: !product && ['NOT_FOUND', 'BAD_USER_INPUT'].includes(readApiError(query.error).code ?? ''),
    hasError: Boolean(query.error) && !product,
    retry: () => query.refetch().catch(() => undefined),
  };
}
