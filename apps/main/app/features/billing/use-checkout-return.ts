import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { GetReceiptListDocument, GetSubscriptionDocument } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';
import { showsPaidChange, takePendingCheckout } from './pending-checkout';
import { pollUntil } from './poll-until';

/** The query key the payment system's return link carries (docs/api.md "Plans and payments"). */
export const PAYMENT_QUERY_KEY = 'payment';

/** How often and how long the page asks for the plan after a successful payment: the webhook lands a moment later. */
export const CHECKOUT_POLL_MS = 1500;
export const CHECKOUT_POLL_LIMIT_MS = 30_000;

const URL_UPDATE = { replace: true, preventScrollReset: true } as const;

/**
 * Handles the return from the checkout (`?payment=succeeded|canceled`): a toast, the parameter removed
 * so a reload does not repeat it, and after a success the subscription asked for until the paid change
 * shows, then the receipts refreshed. Mount on the cabinet's plans page.
 */
export function useCheckoutReturn() {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get(PAYMENT_QUERY_KEY);
  const isMounted = useRef(true);
  // Once per page load: the checkout always returns with a full load (and StrictMode runs effects twice).
  const isHandled = useRef(false);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if ((outcome !== 'succeeded' && outcome !== 'canceled') || isHandled.current) return;
    isHandled.current = true;
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(PAYMENT_QUERY_KEY);
      return next;
    }, URL_UPDATE);
    const pending = takePendingCheckout();
    if (outcome === 'canceled') {
      dispatch(toastShown({ message: { id: 'main.billing.return.canceled' }, type: 'info' }));
      return;
    }
    dispatch(toastShown({ message: { id: 'main.billing.return.succeeded' }, type: 'success' }));
    const loadSubscription = async () =>
      (await client.query({ query: GetSubscriptionDocument, fetchPolicy: 'network-only' })).data
        ?.subscription ?? null;
    const refreshReceipts = () =>
      client.refetchQueries({ include: [GetReceiptListDocument] }).catch(() => undefined);
    void (async () => {
      if (!pending) {
        // Paid in another tab or with storage off: no change to wait for, one refresh after the webhook's moment.
        await new Promise((resolve) => setTimeout(resolve, CHECKOUT_POLL_MS));
        if (!isMounted.current) return;
        await loadSubscription().catch(() => null);
        await refreshReceipts();
        return;
      }
      const changed = await pollUntil(
        loadSubscription,
        (subscription) => subscription !== null && showsPaidChange(subscription, pending),
        {
          intervalMs: CHECKOUT_POLL_MS,
          timeoutMs: CHECKOUT_POLL_LIMIT_MS,
          isCancelled: () => !isMounted.current,
        },
      );
      if (!isMounted.current) return;
      if (changed) {
        dispatch(
          toastShown({
            message: { id: 'main.billing.changed', values: { rate: changed.rate.name } },
            type: 'success',
          }),
        );
        await refreshReceipts();
      } else {
        dispatch(
          toastShown({ message: { id: 'main.billing.return.waiting' }, type: 'info', duration: null }),
        );
      }
    })();
  }, [outcome, client, dispatch, setSearchParams]);
}
