import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  AddOrderNoteDocument,
  GetOrderCountsDocument,
  GetOrderDocument,
  readApiError,
  SetOrderPaymentStatusDocument,
  SetOrderStatusDocument,
  type OrderStatus,
} from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';

/** Lists hold orders in another status now: they load again when next shown. */
function forgetOrderLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'order_list' });
  cache.gc();
}

/** One order of the project for its card, and the moves, payment and notes the card makes. */
export function useOrder(projectId: string, id: string) {
  const query = useQuery(GetOrderDocument, { variables: { project_id: projectId, id } });
  useRevalidateOnPaymentRequired(query.error);
  const counts = [{ query: GetOrderCountsDocument, variables: { project_id: projectId } }];
  const [setStatus] = useMutation(SetOrderStatusDocument, {
    refetchQueries: counts,
    update: forgetOrderLists,
  });
  const [setPaymentStatus] = useMutation(SetOrderPaymentStatusDocument, { update: forgetOrderLists });
  const [addNote] = useMutation(AddOrderNoteDocument);
  const order = query.data?.order ?? null;
  return {
    order,
    isLoading: query.loading && !order,
    isNotFound: !order && ['NOT_FOUND', 'BAD_USER_INPUT'].includes(readApiError(query.error).code ?? ''),
    /** Loads the card again: after a failure, or when someone else moved the order (CONFLICT). */
    reload: () => query.refetch().catch(() => undefined),
    /** Moves it to `status`; the answer updates the card through the cache. */
    setStatus: (status: OrderStatus) => setStatus({ variables: { project_id: projectId, id, status } }),
    markPaid: () => setPaymentStatus({ variables: { project_id: projectId, id, payment_status: 'paid' } }),
    addNote: (text: string) => addNote({ variables: { project_id: projectId, id, text } }),
  };
}
