import { FormattedMessage } from 'react-intl';
import type { OrderFieldsFragment } from '@donut/graphql';

export interface OrderItemsProps {
  order: OrderFieldsFragment;
  money: (minor: number, currency: string) => string;
}

/** What was sold, at the prices it was sold at (a discount shows the regular price struck through), and the totals. */
export function OrderItems({ order, money }: OrderItemsProps) {
  const format = (minor: number) => money(minor, order.currency);
  return (
    <>
      <ul className="crm-order-items">
        {order.items.map((item, index) => (
          <li key={item.variant_id ?? index} className="crm-order-items__line">
            <span className="crm-order-items__name">
              {item.name}
              {item.option_values.length ? (
                <span className="crm-order-items__options"> · {item.option_values.join(', ')}</span>
              ) : null}
            </span>
            <span className="crm-order-items__price">
              {item.regular_price_minor > item.unit_price_minor ? (
                <>
                  <del>
                    <span className="donut-visually-hidden">
                      <FormattedMessage id="crm.orders.items.regular" />{' '}
                    </span>
                    {format(item.regular_price_minor)}
                  </del>{' '}
                </>
              ) : null}
              <FormattedMessage
                id="crm.orders.items.quantity"
                values={{ price: format(item.unit_price_minor), quantity: item.quantity }}
              />
            </span>
            <span className="crm-order-items__total">{format(item.total_minor)}</span>
          </li>
        ))}
      </ul>
      <dl className="crm-order-totals">
        <dt>
          <FormattedMessage id="crm.orders.totals.subtotal" />
        </dt>
        <dd>{format(order.subtotal_minor)}</dd>
        {order.discount_minor > 0 ? (
          <>
            <dt>
              <FormattedMessage
                id="crm.orders.totals.discount"
                values={{ percent: order.discount_percent }}
              />
            </dt>
            <dd>−{format(order.discount_minor)}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="crm.orders.totals.delivery" />
        </dt>
        <dd>
          {order.delivery_minor > 0 ? (
            format(order.delivery_minor)
          ) : (
            <FormattedMessage id="crm.orders.totals.free" />
          )}
        </dd>
        <dt className="crm-order-totals__total">
          <FormattedMessage id="crm.orders.totals.total" />
        </dt>
        <dd className="crm-order-totals__total">{format(order.total_minor)}</dd>
      </dl>
    </>
  );
}
