import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiError, type OrderFieldsFragment, type OrderStatus } from '@donut/graphql';
import { Button, FormError } from '@donut/ui';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { CancelOrderDialog } from './cancel-order-dialog';
import { canMarkPaid, orderMoves } from './order-moves';

export interface OrderStatusActionsProps {
  order: OrderFieldsFragment;
  setStatus: (status: OrderStatus) => Promise<unknown>;
  markPaid: () => Promise<unknown>;
  /** Loads the card again: a CONFLICT means someone else moved the order meanwhile. */
  reload: () => Promise<unknown>;
}

type Busy = OrderStatus | 'paid' | null;

/**
 * The moves the order's status allows (order-moves.ts), "Mark as paid" for payment on receipt, and the cancel behind
 * a confirmation that says the stock comes back. A refusal shows the API's words; a CONFLICT reloads the card, so it
 * shows the status someone else set.
 */
export function OrderStatusActions({ order, setStatus, markPaid, reload }: OrderStatusActionsProps) {
  const intl = useIntl();
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [isCancelling, setCancelling] = useState(false);

  async function run(what: Exclude<Busy, null>, action: () => Promise<unknown>) {
    setBusy(what);
    setError(null);
    try {
      await action();
    } catch (caught) {
      if (checkPaymentRequired(caught)) return;
      const apiError = readApiError(caught);
      setError(apiError.message ?? intl.formatMessage({ id: 'crm.orders.failed' }));
      if (apiError.code === 'CONFLICT') await reload();
    } finally {
      setBusy(null);
      setCancelling(false);
    }
  }

  const moves = orderMoves(order.status, order.delivery.kind);
  return (
    <div className="crm-inbox__actions">
      {moves
        .filter((next) => next !== 'cancelled')
        .map((next) => (
          <Button
            key={next}
            variant="secondary"
            isLoading={busy === next}
            onClick={() => void run(next, () => setStatus(next))}
          >
            <FormattedMessage id="crm.orders.move" values={{ status: next }} />
          </Button>
        ))}
      {canMarkPaid(order) ? (
        <Button variant="secondary" isLoading={busy === 'paid'} onClick={() => void run('paid', markPaid)}>
          <FormattedMessage id="crm.orders.mark-paid" />
        </Button>
      ) : null}
      {moves.includes('cancelled') ? (
        <Button variant="danger" onClick={() => setCancelling(true)}>
          <FormattedMessage id="crm.orders.cancel.open" />
        </Button>
      ) : null}
      <FormError>{error}</FormError>
      <CancelOrderDialog
        isOpen={isCancelling}
        number={order.number}
        isLoading={busy === 'cancelled'}
        onConfirm={() => void run('cancelled', () => setStatus('cancelled'))}
        onClose={() => setCancelling(false)}
      />
    </div>
  );
}
