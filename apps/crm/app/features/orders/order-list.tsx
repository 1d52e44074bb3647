import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { OrderRowFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import '../../shared/list/list-rows.css';

export interface OrderListProps {
  orders: readonly OrderRowFieldsFragment[];
  /** The business's time zone, for the times placed. */
  timeZone: string;
  /** Formats an amount in the order's currency (`useOrderMoney`). */
  money: (minor: number, currency: string) => string;
  /** The orders shown are an earlier search's while the new one loads. */
  isStale?: boolean;
}

/** The orders as cards: a row each on a wide screen, stacked on a phone; the number leads to the card. */
export function OrderList({ orders, timeZone, money, isStale = false }: OrderListProps) {
  return (
    <ul className="crm-list crm-order-list" aria-busy={isStale || undefined}>
      {orders.map((order) => (
        <li key={order.id} className="crm-list-row crm-order-row">
          <Link className="crm-order-row__number" to={routeHref('crm', 'adminOrder', { id: order.id })}>
            <FormattedMessage id="crm.orders.number" values={{ number: order.number }} />
          </Link>
          <span className="crm-order-row__badges">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
          </span>
          <span className="crm-order-row__who">
            {[order.contact_name, order.contact_phone, order.contact_email].filter(Boolean).join(' · ')}
          </span>
          <span className="crm-order-row__sum">
            <FormattedMessage
              id="crm.orders.row.sum"
              values={{
                items: order.items.reduce((sum, item) => sum + item.quantity, 0),
                total: money(order.total_minor, order.currency),
              }}
            />
          </span>
          <span className="crm-order-row__placed">
            <FormattedDate
              value={order.created_at}
              dateStyle="medium"
              timeStyle="short"
              timeZone={timeZone}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
