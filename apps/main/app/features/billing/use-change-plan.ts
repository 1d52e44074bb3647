import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  ChangePlanDocument,
  GetSubscriptionDocument,
  type BillingPeriod,
  readApiError,
} from '@donut/graphql';
import { goToCheckout } from './checkout-navigation';
import { planMark, rememberPendingCheckout } from './pending-checkout';
import type { Subscription } from './use-subscription';

/** How a confirmed change ended: applied at once, on its way to the checkout, or refused with the API's words. */
export type ChangePlanOutcome =
  | { kind: 'applied'; subscription: Subscription }
  | { kind: 'checkout' }
  | { kind: 'refused'; fields: Record<string, string>; message: string | null };

/**
 * ChangePlan: without a charge the API applies the change and answers the new subscription, written
 * into the cache the page reads; with one it answers the checkout's address, and the browser goes there
 * remembering what it pays for (use-checkout-return.ts waits for it afterwards).
 */
export function useChangePlan() {
  const client = useApolloClient();
  const [changePlan] = useMutation(ChangePlanDocument, {
    update(cache, { data }) {
      if (data && data.change_plan.checkout_url === null)
        cache.writeQuery({
          query: GetSubscriptionDocument,
          data: { subscription: data.change_plan.subscription },
        });
    },
  });

  return async function confirm(rateId: string, period: BillingPeriod): Promise<ChangePlanOutcome> {
    const before = client.readQuery({ query: GetSubscriptionDocument })?.subscription ?? null;
    try {
      const { data } = await changePlan({
        variables: { rate_id: rateId, billing_period: period, accept_terms: true },
      });
      if (!data) return { kind: 'refused', fields: {}, message: null };
      const { checkout_url: checkoutUrl, subscription } = data.change_plan;
      if (checkoutUrl === null || checkoutUrl === undefined) return { kind: 'applied', subscription };
      rememberPendingCheckout({ rateId, period, before: before ? planMark(before) : null });
      goToCheckout(checkoutUrl);
      return { kind: 'checkout' };
    } catch (error) {
      const { fields, message } = readApiError(error);
      return { kind: 'refused', fields, message };
    }
  };
}
