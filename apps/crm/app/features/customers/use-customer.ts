import { useCallback } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  DeleteCustomerDocument,
  GetCustomerDocument,
  MergeCustomersDocument,
  readApiError,
  UpdateCustomerDocument,
  type CustomerFieldsFragment,
  type CustomerInput,
} from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';
import { forgetCustomerLists, forgetTimeline } from './customer-cache';

function answered<T>(value: T | null | undefined, operation: string): T {
  if (value === null || value === undefined) throw new Error(`${operation} answered without data`);
  return value;
}

/** What the card does with its customer; each answer lands in the cache, so the card shows it at once. */
export interface CustomerActions {
  update: (input: CustomerInput) => Promise<CustomerFieldsFragment>;
  remove: () => Promise<void>;
  /** Merges `sourceId` into `targetId` (one of them this customer) and answers the merged customer. */
  merge: (targetId: string, sourceId: string) => Promise<CustomerFieldsFragment>;
  /**
   * Drops a deleted or merged-away customer from the cache, so going Back to its card asks the API anew. Called
   * once its card has left the screen: a card still showing it would ask the API for it at once.
   */
  forget: (customerId: string) => void;
}

/** One customer of the project for the card, and what the card may do with it. */
export function useCustomer(projectId: string, id: string) {
  const client = useApolloClient();
  const query = useQuery(GetCustomerDocument, { variables: { project_id: projectId, id } });
  useRevalidateOnPaymentRequired(query.error);
  const [update] = useMutation(UpdateCustomerDocument, {
    update(cache) {
      forgetCustomerLists(cache);
      forgetTimeline(cache, projectId, id);
    },
  });
  const [remove] = useMutation(DeleteCustomerDocument);
  const [merge] = useMutation(MergeCustomersDocument);
  const customer = query.data?.customer ?? null;
  const forget = useCallback(
    (customerId: string) => {
      client.cache.evict({ id: client.cache.identify({ __typename: 'Customer', id: customerId }) });
      client.cache.gc();
    },
    [client],
  );

  const actions: CustomerActions = {
    async update(input) {
      const { data } = await update({ variables: { project_id: projectId, id, input } });
      return answered(data?.update_customer, 'UpdateCustomer');
    },
    async remove() {
      await remove({
        variables: { project_id: projectId, id },
        update: (cache) => forgetCustomerLists(cache),
      });
    },
    async merge(targetId, sourceId) {
      const { data } = await merge({
        variables: { project_id: projectId, target_id: targetId, source_id: sourceId },
        update(cache) {
          forgetCustomerLists(cache);
          forgetTimeline(cache, projectId, targetId);
        },
      });
      return answered(data?.merge_customers, 'MergeCustomers');
    },
    forget,
  };

  return {
    customer,
    isLoading: query.loading && !customer,
    isNotFound: !customer && readApiError(query.error).code === 'NOT_FOUND',
    hasError: Boolean(query.error) && !customer,
    retry: () => query.refetch().catch(() => undefined),
    actions,
  };
}
