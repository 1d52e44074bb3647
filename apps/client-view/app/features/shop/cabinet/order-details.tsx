import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import type { CustomerOrder } from './customer-orders';
import { orderMoney } from './order-money';
import { OrderStatusText, PaymentStatusText } from './order-status';
import { repeatOrder, type RepeatResult } from './repeat-order';

export interface OrderDetailsProps {
  order: CustomerOrder;
  locale: Locale;
}

/** An online order still to pay: its payment page says whether its window is still open, and opens the checkout. */
const isAwaitingPayment = (order: CustomerOrder) =>
  order.payment_method === 'online' && order.payment_status === 'unpaid' && order.status === 'new';

/** One of the client's orders: status, lines, totals and delivery, with "Repeat order". */
export function OrderDetails({ order, locale }: OrderDetailsProps) {
  const navigate = useNavigate();
  const [isRepeating, setIsRepeating] = useState(false);
  const [repeated, setRepeated] = useState<RepeatResult | null>(null);
  const money = orderMoney(order.currency, locale);
  const cartHref = routeHref('client-view', 'cart', {}, { locale });

  async function handleRepeat() {
    setIsRepeating(true);
    const result = await repeatOrder(order);
    setIsRepeating(false);
    // Every line back in the cart: straight there; some gone: say which first.
    if (result.missing.length === 0) return void navigate(cartHref);
    setRepeated(result);
  }

  return (
    <article className="cv-order">
      <h1>
        <FormattedMessage id="cv.cabinet.orders.number" values={{ number: order.number }} />
      </h1>
      <p className="cv-order__meta">
        <OrderStatusText status={order.status} />{' '}
        <time dateTime={order.created_at}>
          <FormattedDate value={order.created_at} dateStyle="medium" timeStyle="short" />
        </time>{' '}
        <PaymentStatusText status={order.payment_status} />
      </p>
      <ul className="cv-order__items">
        {order.items.map((item, index) => (
          <li key={`${item.variant_id ?? 'gone'}-${index}`}>
            <span>
              <FormattedMessage id="cv.checkout.line" values={{ name: item.name, quantity: item.quantity }} />
              {item.option_values.length ? ` (${item.option_values.join(', ')})` : null}
            </span>
            <span>{money(item.total_minor)}</span>
          </li>
        ))}
      </ul>
      <dl className="cv-order__totals">
        <dt>
          <FormattedMessage id="cv.checkout.subtotal" />
        </dt>
        <dd>{money(order.subtotal_minor)}</dd>
        {order.discount_minor > 0 ? (
          <>
            <dt>
              <FormattedMessage id="cv.checkout.discount" values={{ percent: order.discount_percent }} />
            </dt>
            <dd>−{money(order.discount_minor)}</dd>
          </>
        ) : null}
        <dt>{order.delivery.name}</dt>
        <dd>
          {order.delivery_minor === 0 ? (
            <FormattedMessage id="cv.checkout.free" />
          ) : (
            money(order.delivery_minor)
          )}
        </dd>
        <dt className="cv-order__total">
          <FormattedMessage id="cv.checkout.total" />
        </dt>
        <dd className="cv-order__total">{money(order.total_minor)}</dd>
      </dl>
      {order.delivery.address ? <p className="cv-order__address">{order.delivery.address}</p> : null}
      {isAwaitingPayment(order) ? (
        <p>
          <Link
            className="donut-button donut-button--primary"
            to={routeHref('client-view', 'checkout', {}, { locale, query: { order: order.id } })}
          >
            <FormattedMessage id="cv.order-payment.pay" values={{ amount: money(order.total_minor) }} />
          </Link>
        </p>
      ) : null}
      <Button variant="secondary" isLoading={isRepeating} onClick={() => void handleRepeat()}>
        <FormattedMessage id="cv.cabinet.orders.repeat" />
      </Button>
      {repeated ? (
        <div role="status" className="cv-order__repeated">
          <FormattedMessage
            id="cv.cabinet.orders.not-sold"
            values={{ names: repeated.missing.join(', '), count: repeated.missing.length }}
          />{' '}
          {repeated.added > 0 ? (
            <Link to={cartHref}>
              <FormattedMessage id="cv.cart.open" />
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
