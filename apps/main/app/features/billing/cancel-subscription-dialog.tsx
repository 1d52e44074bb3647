import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CancelSubscriptionDocument, GetSubscriptionDocument, readApiError } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button, FormError, Modal } from '@donut/ui';
import type { Subscription } from './use-subscription';

export interface CancelSubscriptionDialogProps {
  isOpen: boolean;
  subscription: Subscription;
  onClose: () => void;
}

/** Spec §4: cancelling keeps the plan to the end of the paid period, then switches it off. Said before it is done. */
export function CancelSubscriptionDialog({ isOpen, subscription, onClose }: CancelSubscriptionDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const [cancelSubscription, { loading }] = useMutation(CancelSubscriptionDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: GetSubscriptionDocument,
          data: { subscription: data.cancel_subscription },
        });
    },
  });
  const end = new Date(subscription.period_end);

  async function handleConfirm() {
    setError(null);
    try {
      await cancelSubscription();
    } catch (failure) {
      setError(readApiError(failure).message ?? intl.formatMessage({ id: 'main.billing.error.cancel' }));
      return;
    }
    dispatch(
      toastShown({
        message: { id: 'main.billing.cancel.done', values: { end: end.getTime() } },
        type: 'success',
      }),
    );
    onClose();
  }

  const handleClose = () => {
    setError(null);
    onClose();
  };

  return (
    <Modal
      id="modal-cancel-subscription"
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'main.billing.cancel.title' })}
      onClose={handleClose}
    >
      <p>
        <FormattedMessage id="main.billing.cancel.text" values={{ rate: subscription.rate.name, end }} />
      </p>
      <FormError>{error}</FormError>
      <div className="billing-dialog__actions">
        <Button variant="secondary" onClick={handleClose}>
          <FormattedMessage id="main.billing.cancel.keep" />
        </Button>
        <Button variant="danger" isLoading={loading} onClick={() => void handleConfirm()}>
          <FormattedMessage id="main.billing.cancel.confirm" />
        </Button>
      </div>
    </Modal>
  );
}
