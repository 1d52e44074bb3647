import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import { CustomerIntl } from '../../../shared/customer-intl';
import { fetchCart, type Cart } from '../cart/cart-api';
import { orderableLines } from '../cart/cart-money';
import { fetchCheckoutOptions, type PlacedOrder } from './checkout-api';
import { CheckoutForm } from './checkout-form';
import type { CheckoutOptions } from './checkout-values';
import { OrderPlaced } from './order-placed';
import './checkout.css';

export interface CheckoutPageProps {
  locale: Locale;
  /** The server's reading of the cart and of what its checkout offers. */
  cart: Cart;
  options: CheckoutOptions;
}

function Checkout({ locale, cart: initialCart, options: initialOptions }: CheckoutPageProps) {
  const [cart, setCart] = useState(initialCart);
  const [options, setOptions] = useState(initialOptions);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const isSignedIn = useAppSelector(selectIsAuthenticated);

  // In the Mini App the server may not have seen the customer: their cart and personal discount are read here.
  useEffect(() => {
    if (!isSignedIn) return;
    void fetchCart().then((result) => result.ok && setCart(result.data));
    void fetchCheckoutOptions().then((result) => result.ok && setOptions(result.data));
  }, [isSignedIn]);

  function handlePlaced(order: PlacedOrder) {
    setPlaced(order);
    // The ordered lines left the cart: the header's badge follows.
    void fetchCart();
  }

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
