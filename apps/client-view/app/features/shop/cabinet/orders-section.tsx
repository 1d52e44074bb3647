import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { Button, FormError, useShowMore } from '@donut/ui';
import { loadOrderPage, type CustomerOrderPage } from './customer-orders';
import { orderMoney } from './order-money';
import { OrderStatusText } from './order-status';
import './orders.css';

/**
 * The client's orders in the cabinet, newest first: number, date, status and total, each opening its page. Read
 * in the browser when the section shows: the cabinet's first render does not wait for it.
 */
export default function OrdersSection() {
  const locale = usePageLocale();
  const [page, setPage] = useState<CustomerOrderPage | null>(null);
  const [hasError, setHasError] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    loadOrderPage(0)
      .then((first) => isCurrent && setPage(first))
      .catch(() => isCurrent && setHasError(true));
    return () => {
      isCurrent = false;
    };
  }, []);

  const { isLoadingMore, hasMoreError, loadMore } = useShowMore(async () => {
    const more = await loadOrderPage(page?.list.length ?? 0);
    setPage((shown) => (shown ? { ...more, list: [...shown.list, ...more.list] } : more));
  });

  if (hasError)
    return (
      <FormError>
        <FormattedMessage id="cv.cabinet.failed" />
      </FormError>
    );
  if (!page)
    return (
      <p role="status">
        <FormattedMessage id="cv.cabinet.orders.loading" />
      </p>
    );
  if (page.list.length === 0)
    return (
      <p className="cv-cabinet__empty">
        <FormattedMessage id="cv.cabinet.orders.empty" />{' '}
        <Link to={routeHref('client-view', 'shop', {}, { locale })}>
          <FormattedMessage id="cv.cart.to-shop" />
        </Link>
      </p>
    );
  return (
    <>
      <ul className="cv-orders">
        {page.list.map((order) => (
          <li key={order.id} className="cv-orders__item">
            <Link to={routeHref('client-view', 'order', { orderId: order.id }, { locale })}>
              <FormattedMessage id="cv.cabinet.orders.number" values={{ number: order.number }} />
            </Link>{' '}
            <time dateTime={order.created_at}>
              <FormattedDate value={order.created_at} dateStyle="medium" />
            </time>{' '}
            <OrderStatusText status={order.status} />{' '}
            <strong>{orderMoney(order.currency, locale)(order.total_minor)}</strong>
          </li>
        ))}
      </ul>
      <FormError>{hasMoreError ? <FormattedMessage id="cv.cabinet.failed" /> : null}</FormError>
      {page.meta.has_next_page ? (
        <Button variant="secondary" isLoading={isLoadingMore} onClick={() => void loadMore()}>
          <FormattedMessage id="cv.cabinet.applications.more" />
        </Button>
      ) : null}
    </>
  );
}
