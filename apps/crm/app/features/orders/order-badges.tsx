import { FormattedMessage } from 'react-intl';
import type { OrderStatus, PaymentStatus } from '@donut/graphql';

/** An order's status as a coloured label (the colour only repeats what the text says). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`crm-status-badge crm-order-badge crm-order-badge--${status}`}>
      <FormattedMessage id="crm.orders.status" values={{ status }} />
    </span>
  );
}

/** Whether the order is paid, as a label beside its status. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`crm-status-badge crm-order-badge crm-order-badge--payment-${status}`}>
      <FormattedMessage id="crm.orders.payment-status" values={{ status }} />
    </span>
  );
}
