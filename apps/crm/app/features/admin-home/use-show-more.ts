import { useState } from 'react';
import { usePaymentRequiredCheck } from '../paywall/payment-required';

/** "Show more" around a fetch of the next page: its busy state, and its failure kept apart from the pages shown. */
export function useShowMore(fetchNext: () => Promise<unknown>) {
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [hasMoreError, setHasMoreError] = useState(false);
  const checkPaymentRequired = usePaymentRequiredCheck();

  async function loadMore() {
    setIsLoadingMore(true);
    setHasMoreError(false);
    try {
      await fetchNext();
    } catch (error) {
      // The pages already shown stay; only the next one failed, and the button offers it again (unless the
      // plan has ended meanwhile: then the paywall takes the page).
      if (!checkPaymentRequired(error)) setHasMoreError(true);
    } finally {
      setIsLoadingMore(false);
    }
  }

  return { isLoadingMore, hasMoreError, loadMore };
}
