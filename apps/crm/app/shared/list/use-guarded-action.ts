import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { readApiError } from '@donut/graphql';
import { usePaymentRequiredCheck } from '../payment-required';

/**
 * A change the page makes (a move, a bulk change, a deletion): busy while it runs, and its failure as one translated
 * text, the API's when it gives one, else the area's `failedMessageId`. A plan that ended meanwhile takes the page
 * (the paywall) instead.
 */
export function useGuardedAction(failedMessageId: string) {
  const intl = useIntl();
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs the change; answers whether it went through. */
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (caught) {
        if (!checkPaymentRequired(caught))
          setError(readApiError(caught).message ?? intl.formatMessage({ id: failedMessageId }));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [checkPaymentRequired, failedMessageId, intl],
  );

  return { isBusy, error, run };
}
