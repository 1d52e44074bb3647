import { useShowMore } from '@donut/ui';
import { usePaymentRequiredCheck } from '../../shared/payment-required';

/** The design system's "Show more", except that a plan ending meanwhile hands the page to the paywall instead of a retry. */
export function useCrmShowMore(fetchNext: () => Promise<unknown>) {
  return useShowMore(fetchNext, { isHandledElsewhere: usePaymentRequiredCheck() });
}
