import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { GetCustomerOrderTotalsDocument, GetOrderListDocument } from '@donut/graphql';
import { useOrderMoney } from '../../shared/money/use-order-money';
import { OrderList } from './order-list';
import '../../shared/inbox/inbox.css';
import './orders.css';

/** How many of the client's newest orders the card shows (the rest are in the order book). */
export const CUSTOMER_ORDERS_SHOWN = 5;
/** The API's largest page: the completed orders summed for "spent". */
const TOTALS_LIMIT = 100;

export interface CustomerOrdersProps {
  project: { id: string; timezone: string; currency_id: string | null };
  customerId: string;
}

/** The sum of the completed orders per currency (a project that changed its currency has orders in both). */
function spentByCurrency(orders: readonly { currency: string; total_minor: number }[]) {
  const sums = new Map<string, number>();
  for (const order of orders) sums.set(order.currency, (sums.get(order.currency) ?? 0) + order.total_minor);
  return [...sums];
}

/** A client's card's orders: what they spent on completed orders and their newest orders, each leading to its card. */
export function CustomerOrders({ project, customerId }: CustomerOrdersProps) {
  const money = useOrderMoney(project.currency_id);
  const orders = useQuery(GetOrderListDocument, {
    variables: {
      project_id: project.id,
      filter: { customer_id: customerId },
      limit: CUSTOMER_ORDERS_SHOWN,
      offset: 0,
    },
  });
  const totals = useQuery(GetCustomerOrderTotalsDocument, {
    variables: { project_id: project.id, customer_id: customerId, limit: TOTALS_LIMIT },
  });
  const page = orders.data?.order_list ?? null;
  const completed = totals.data?.order_list ?? null;
  const spent = completed ? spentByCurrency(completed.list) : [];

  return (
    <section className="crm-customer-card__block" aria-labelledby="customer-orders-heading">
      <h2 id="customer-orders-heading">
        <FormattedMessage id="crm.orders.of-client" />
      </h2>
      {completed ? (
        <p className="crm-customer-orders__spent">
          {spent.length ? (
            <FormattedMessage
              id="crm.orders.spent"
              values={{
                amount: spent.map(([currency, minor]) => money(minor, currency)).join(' + '),
                isPartial: completed.meta.has_next_page ? 'yes' : 'no',
                count: completed.list.length,
              }}
            />
          ) : (
            <FormattedMessage id="crm.orders.spent-none" />
          )}
        </p>
      ) : null}
      {page ? (
        page.list.length ? (
          <>
            <OrderList orders={page.list} timeZone={project.timezone} money={money} />
            {page.meta.has_next_page ? (
              <p>
                <FormattedMessage
                  id="crm.orders.of-client-more"
                  values={{ shown: page.list.length, total: page.meta.total }}
                />
              </p>
            ) : null}
          </>
        ) : (
          <p>
            <FormattedMessage id="crm.orders.of-client-none" />
          </p>
        )
      ) : orders.error ? (
        <p role="alert">
          <FormattedMessage id="crm.orders.load-failed" />
        </p>
      ) : (
        <p role="status" aria-busy="true">
          <FormattedMessage id="crm.orders.loading" />
        </p>
      )}
    </section>
  );
}
