import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
// Its own entry: the library's index is in the chunk every page loads (ADR 0031).
import { useMainButton } from '@donut/app-shell/main-button';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import { setCartCount } from '../../../shared/cart-count';
import { CustomerIntl } from '../../../shared/customer-intl';
import { fetchCart, setCartLine, type Cart } from './cart-api';
import { CartLineItem } from './cart-line-item';
import { cartMoney, orderableLines } from './cart-money';
import './cart.css';

export interface CartPageProps {
  locale: Locale;
  /** The server's reading of the cart (the request's cookie or session). */
  cart: Cart;
}

function CartView({ locale, cart: initialCart }: CartPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [cart, setCart] = useState(initialCart);
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [hasFailed, setHasFailed] = useState(false);
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const checkoutHref = routeHref('client-view', 'checkout', {}, { locale });
  const canCheckout = orderableLines(cart).length > 0;

  useEffect(() => setCartCount(cart.count), [cart.count]);

  // In the Mini App the server may not have seen the customer's session: their own cart is read here.
  useEffect(() => {
    if (!isSignedIn) return;
    void fetchCart().then((result) => result.ok && setCart(result.data));
  }, [isSignedIn]);

  async function handleQuantity(variantId: string, quantity: number) {
    setBusyLine(variantId);
    setHasFailed(false);
    const result = await setCartLine(variantId, quantity);
    setBusyLine(null);
    if (result.ok) {
      setCart(result.data);
      setLineErrors(({ [variantId]: _done, ...others }) => others);
      return;
    }
    const message = result.error.fields.quantity ?? result.error.fields.variant_id;
    if (message) setLineErrors((shown) => ({ ...shown, [variantId]: message }));
    else setHasFailed(true);
  }

  const checkoutText = intl.formatMessage({ id: 'cv.cart.checkout' });
  const isInTelegram = useMainButton({
    text: checkoutText,
    onClick: () => void navigate(checkoutHref),
    isEnabled: canCheckout && busyLine === null,
  });

  const money = cartMoney(cart, locale);
  return (
    <section className="cv-cart">
      <h1>
        <FormattedMessage id="cv.cart.title" />
      </h1>
      {cart.lines.length === 0 ? (
        <div className="cv-cart__empty">
          <p>
            <FormattedMessage id="cv.cart.empty" />
          </p>
          <Link
            className="donut-button donut-button--primary"
            to={routeHref('client-view', 'shop', {}, { locale })}
          >
            <FormattedMessage id="cv.cart.to-shop" />
          </Link>
        </div>
      ) : (
        <>
          <ul className="cv-cart__lines">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.variant_id}
                line={line}
                locale={locale}
                money={money}
                isBusy={busyLine === line.variant_id}
                error={lineErrors[line.variant_id] ?? null}
                onQuantity={(quantity) => void handleQuantity(line.variant_id, quantity)}
              />
            ))}
          </ul>
          {hasFailed ? (
            <p className="cv-cart__failed" role="alert">
              <FormattedMessage id="cv.cabinet.failed" />
            </p>
          ) : null}
          <p className="cv-cart__subtotal">
            <FormattedMessage id="cv.cart.subtotal" values={{ amount: money(cart.subtotal_minor) }} />
          </p>
          {isInTelegram ? null : canCheckout ? (
            <Link className="donut-button donut-button--primary cv-cart__checkout" to={checkoutHref}>
              {checkoutText}
            </Link>
          ) : (
            <button type="button" className="donut-button donut-button--primary" disabled>
              {checkoutText}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** The cart: its lines, the subtotal of what can be ordered and the way to checkout (loaded by the route). */
export default function CartPage(props: CartPageProps) {
  return (
    <CustomerIntl>
      <CartView {...props} />
    </CustomerIntl>
  );
}
