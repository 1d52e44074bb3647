import { FormattedMessage } from 'react-intl';
import type { OrderStatus, PaymentStatus } from '@donut/graphql';

/** An order's status in words, e.g. "Ready for pickup". */
export function OrderStatusText({ status }: { status: OrderStatus }) {
  return (
    <span className="cv-order__status" data-status={status}>
      <FormattedMessage id={`cv.cabinet.orders.status.${status}`} />
    </span>
  );
}

/** An order's payment status in words: unpaid, paid, refunded. */
export function PaymentStatusText({ status }: { status: PaymentStatus }) {
  return <FormattedMessage id={`cv.cabinet.orders.payment.${status}`} />;
}
