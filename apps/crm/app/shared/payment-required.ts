import { readApiError } from '@donut/graphql';
import { useCallback, useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** The API's answer to project work once the owner's trial or paid period is over (ADR 0012). */
export const PAYMENT_REQUIRED = 'PAYMENT_REQUIRED';

export const isPaymentRequired = (error: unknown): boolean => readApiError(error).code === PAYMENT_REQUIRED;

/**
 * For a failed operation: when the plan has ended meanwhile (the page was open as the period ran out),
 * loads the layout's data again, whose subscription then shows the paywall instead of the section.
 * Answers whether it did, so the caller can skip its own error message.
 */
export function usePaymentRequiredCheck(): (error: unknown) => boolean {
  const { revalidate } = useRevalidator();
  return useCallback(
    (error: unknown) => {
      if (!isPaymentRequired(error)) return false;
      void revalidate();
      return true;
    },
    [revalidate],
  );
}

/** The same for a query's error: checked once per error the query reports. */
export function useRevalidateOnPaymentRequired(error: unknown): void {
  const check = usePaymentRequiredCheck();
  useEffect(() => {
    if (error) check(error);
  }, [error, check]);
}
