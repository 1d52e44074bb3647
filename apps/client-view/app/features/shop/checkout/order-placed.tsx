import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { formatMoney } from '../../../shared/money';
import type { PlacedOrder } from './checkout-api';

export interface OrderPlacedProps {
  locale: Locale;
  order: Pick<PlacedOrder, 'number' | 'total_minor' | 'currency'>;
  /** The cart's currency digits (the order keeps the code). */
  minorDigits: number;
}

/** The checkout's end: the order's number and total, and the way to the client's orders. */
export function OrderPlaced({ locale, order, minorDigits }: OrderPlacedProps) {
  const total = formatMoney(order.total_minor, { code: order.currency, minorDigits }, locale);
  return (
    <div className="cv-checkout__placed" role="status">
      <h1>
        <FormattedMessage id="cv.checkout.placed" values={{ number: order.number }} />
      </h1>
      <p>
        <FormattedMessage id="cv.checkout.placed-total" values={{ amount: total }} />
      </p>
      <Link
        className="donut-button donut-button--primary"
        to={`${routeHref('client-view', 'cabinet', {}, { locale })}#orders`}
      >
        <FormattedMessage id="cv.checkout.to-orders" />
      </Link>
    </div>
  );
}
