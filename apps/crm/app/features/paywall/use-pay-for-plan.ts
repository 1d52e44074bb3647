import { useMutation } from '@apollo/client/react';
import { useRevalidator } from 'react-router';
import { ChangePlanDocument, type BillingPeriod, readApiError } from '@donut/graphql';
import { goToCheckout } from './go-to-checkout';

/** How a payment attempt ended: on its way to the checkout, applied without one, or refused with the API's words. */
export type PayOutcome =
  | { kind: 'checkout' }
  | { kind: 'applied' }
  | { kind: 'refused'; fields: Record<string, string>; message: string | null };

/**
 * ChangePlan for the ended plan, the owner having accepted the terms. A charge answers the checkout's
 * address and the browser goes there; without one (account credit covers it) the plan is active at once,
 * and the layout's data is loaded again, which opens the CRM.
 */
export function usePayForPlan() {
  const [changePlan] = useMutation(ChangePlanDocument);
  const { revalidate } = useRevalidator();

  return async function pay(rateId: string, period: BillingPeriod): Promise<PayOutcome> {
    try {
      const { data } = await changePlan({
        variables: { rate_id: rateId, billing_period: period, accept_terms: true },
      });
      if (!data) return { kind: 'refused', fields: {}, message: null };
      const checkoutUrl = data.change_plan.checkout_url;
      if (checkoutUrl) {
        goToCheckout(checkoutUrl);
        return { kind: 'checkout' };
      }
      await revalidate();
      return { kind: 'applied' };
    } catch (error) {
      const { fields, message } = readApiError(error);
      return { kind: 'refused', fields, message };
    }
  };
}
