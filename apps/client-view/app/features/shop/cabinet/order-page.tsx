import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { CustomerIntl } from '../../../shared/customer-intl';
import type { CustomerOrder } from './customer-orders';
import { OrderDetails } from './order-details';
import './orders.css';

export interface OrderPageProps {
  locale: Locale;
  /** Null: signed out, or not one of the client's orders. */
  order: CustomerOrder | null;
}

/** An order's page in the cabinet (loaded by the route with the client's texts). */
export default function OrderPage({ locale, order }: OrderPageProps) {
  const cabinetHref = routeHref('client-view', 'cabinet', {}, { locale });
  return (
    <CustomerIntl>
      <p>
        <Link to={`${cabinetHref}#orders`}>
          <FormattedMessage id="cv.cabinet.orders.title" />
        </Link>
      </p>
      {order ? (
        <OrderDetails order={order} locale={locale} />
      ) : (
        <p>
          <FormattedMessage id="cv.cabinet.orders.unavailable" />{' '}
          <Link to={cabinetHref}>
            <FormattedMessage id="cv.account.cabinet" />
          </Link>
        </p>
      )}
    </CustomerIntl>
  );
}
