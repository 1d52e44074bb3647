import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { GetSubscriptionDocument, ResumeSubscriptionDocument, readApiError } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';

/** ResumeSubscription: undoes a cancellation before the period ends; the answer replaces the cached subscription. */
export function useResumeSubscription() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const [resumeSubscription, { loading }] = useMutation(ResumeSubscriptionDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: GetSubscriptionDocument,
          data: { subscription: data.resume_subscription },
        });
    },
  });

  async function resume() {
    setError(null);
    try {
      await resumeSubscription();
    } catch (failure) {
      setError(readApiError(failure).message ?? intl.formatMessage({ id: 'main.billing.error.resume' }));
      return;
    }
    dispatch(toastShown({ message: { id: 'main.billing.resume.done' }, type: 'success' }));
  }

  return { resume, isResuming: loading, error };
}
