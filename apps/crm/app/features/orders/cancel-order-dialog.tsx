import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal } from '@donut/ui';

export interface CancelOrderDialogProps {
  isOpen: boolean;
  number: number;
  /** While the cancel runs: both buttons stay put. */
  isLoading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before cancelling an order: it is final, and the stock its lines took goes back on sale. "Keep the order"
 * comes first and takes the focus, so a stray Enter cancels nothing.
 */
export function CancelOrderDialog({ isOpen, number, isLoading, onConfirm, onClose }: CancelOrderDialogProps) {
  const intl = useIntl();
  const handleClose = () => {
    if (!isLoading) onClose();
  };
  return (
    <Modal
      id="modal-order-cancel"
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'crm.orders.cancel.title' }, { number })}
      onClose={handleClose}
    >
      <p className="donut-dialog__text">
        <FormattedMessage id="crm.orders.cancel.text" />
      </p>
      <div className="donut-dialog__actions">
        <Button variant="secondary" disabled={isLoading} onClick={handleClose}>
          <FormattedMessage id="crm.orders.cancel.keep" />
        </Button>
        <Button variant="danger" isLoading={isLoading} onClick={onConfirm}>
          <FormattedMessage id="crm.orders.cancel.confirm" />
        </Button>
      </div>
    </Modal>
  );
}
