import { useQuery } from '@apollo/client/react';
import { GetSubscriptionDocument, type GetSubscriptionQuery } from '@donut/graphql';

export type Subscription = GetSubscriptionQuery['subscription'];

/** The signed-in owner's plan (GetSubscription); the block and every plan button read the same cached answer. */
export function useSubscription() {
  const query = useQuery(GetSubscriptionDocument);
  const subscription = query.data?.subscription ?? null;
  return {
    subscription,
    isLoading: query.loading && !subscription,
    hasError: Boolean(query.error) && !subscription,
    retry: () => {
      // A failure shows through `error` again; the rejected promise has nothing more to say.
      query.refetch().catch(() => undefined);
    },
  };
}
