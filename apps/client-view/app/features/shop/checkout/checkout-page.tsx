import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import { CustomerIntl } from '../../../shared/customer-intl';
import { fetchCart, type Cart } from '../cart/cart-api';
import { orderableLines } from '../cart/cart-money';
import { fetchCheckoutOptions, type PlacedOrder } from './checkout-api';
import { CheckoutForm } from './checkout-form';
import type { CheckoutOptions } from './checkout-values';
import { OrderPayment, goToPayment, type PaymentOutcome } from './order-payment';
import { OrderPlaced } from './order-placed';
import './checkout.css';

export interface CheckoutPageProps {
  locale: Locale;
  /** The server's reading of the cart and of what its checkout offers. */
  cart: Cart;
  options: CheckoutOptions;
}

const paymentOutcome = (value: string | null): PaymentOutcome =>
  value === 'succeeded' || value === 'canceled' ? value : null;

function Checkout({ locale, cart: initialCart, options: initialOptions }: CheckoutPageProps) {
  const [cart, setCart] = useState(initialCart);
  const [options, setOptions] = useState(initialOptions);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const intl = useIntl();
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  // The payment provider returns the payer here with the order and how the payment went.
  const [search] = useSearchParams();
  const returnedOrder = search.get('order');
  const outcome = search.get('payment');

  // In the Mini App the server may not have seen the customer: their cart and personal discount are read here.
  useEffect(() => {
    if (!isSignedIn) return;
    void fetchCart().then((result) => result.ok && setCart(result.data));
    void fetchCheckoutOptions().then((result) => result.ok && setOptions(result.data));
  }, [isSignedIn]);

  async function handlePlaced(order: PlacedOrder) {
    // The ordered lines left the cart: the header's badge follows.
    void fetchCart();
    // An online order goes straight on to the payment page; if it does not open, the order's payment says why.
    if (order.payment_method === 'online') {
      const refusal = await goToPayment(order.id, intl.formatMessage({ id: 'cv.order-payment.failed' }));
      if (refusal === null) return;
      setPaymentError(refusal);
    }
    setPlaced(order);
  }

  if (returnedOrder || placed?.payment_method === 'online')
    return (
      <OrderPayment
        locale={locale}
        orderId={returnedOrder ?? placed?.id ?? ''}
        outcome={returnedOrder ? paymentOutcome(outcome) : null}
        minorDigits={cart.currency_minor_digits}
        initialError={paymentError}
      />
    );
  if (placed) return <OrderPlaced locale={locale} order={placed} minorDigits={cart.currency_minor_digits} />;
  return (
    <>
      <h1>
        <FormattedMessage id="cv.checkout.title" />
      </h1>
      {orderableLines(cart).length === 0 ? (
        <p>
          <FormattedMessage id="cv.checkout.nothing" />{' '}
          <Link to={routeHref('client-view', 'cart', {}, { locale })}>
            <FormattedMessage id="cv.cart.open" />
          </Link>
        </p>
      ) : (
        <CheckoutForm locale={locale} cart={cart} options={options} onPlaced={handlePlaced} />
      )}
    </>
  );
}

/** The checkout page with its end, the placed order (loaded by the route with the client's texts). */
export default function CheckoutPage(props: CheckoutPageProps) {
  return (
    <CustomerIntl>
      <section className="cv-checkout">
        <Checkout {...props} />
      </section>
    </CustomerIntl>
  );
}
