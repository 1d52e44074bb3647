import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { CartLine } from './cart-api';

export interface CartLineItemProps {
  line: CartLine;
  locale: Locale;
  money: (minor: number) => string;
  /** True while a change of this line is on its way. */
  isBusy: boolean;
  /** The API's refusal of the last change ("Not enough quantity"). */
  error: string | null;
  onQuantity: (quantity: number) => void;
}

/** Why a line cannot be ordered: the product went, or fewer units are left than the line asks. */
function unorderableReason(line: CartLine) {
  if (line.available !== null && line.available > 0)
    return <FormattedMessage id="cv.cart.not-enough" values={{ count: line.available }} />;
  if (line.available === 0) return <FormattedMessage id="cv.shop.sold-out" />;
  return <FormattedMessage id="cv.cart.not-sold" />;
}

/** One line of the cart: photo, name, options, price, its quantity's stepper and "Remove". */
export function CartLineItem({ line, locale, money, isBusy, error, onQuantity }: CartLineItemProps) {
  const intl = useIntl();
  const isDiscounted = line.regular_price_minor > line.price_minor;
  const errorId = `cv-cart-line-error-${line.variant_id}`;
  return (
    <li className="cv-cart-line" data-orderable={line.can_order} aria-busy={isBusy || undefined}>
      {line.photo ? <img className="cv-cart-line__photo" src={line.photo.url} alt="" loading="lazy" /> : null}
      <div className="cv-cart-line__body">
        <h2 className="cv-cart-line__name">
          <Link to={routeHref('client-view', 'product', { productId: line.product_id }, { locale })}>
            {line.name}
          </Link>
        </h2>
        {line.option_values.length ? (
          <p className="cv-cart-line__options">{line.option_values.join(' · ')}</p>
        ) : null}
        <p className="cv-price">
          <span className="cv-price__current">{money(line.price_minor)}</span>
          {isDiscounted ? (
            <>
              {' '}
              <del className="cv-price__regular">
                <span className="donut-visually-hidden">
                  <FormattedMessage id="cv.price.regular" />{' '}
                </span>
                {money(line.regular_price_minor)}
              </del>
            </>
          ) : null}
        </p>
        {line.can_order ? null : <p className="cv-cart-line__warning">{unorderableReason(line)}</p>}
        <div className="cv-cart-line__controls">
          <button
            type="button"
            className="cv-cart-line__step"
            aria-label={intl.formatMessage({ id: 'cv.cart.less' }, { name: line.name })}
            disabled={isBusy || line.quantity <= 1}
            onClick={() => onQuantity(line.quantity - 1)}
          >
            −
          </button>
          <output
            className="cv-cart-line__quantity"
            aria-label={intl.formatMessage({ id: 'cv.product.quantity' })}
            aria-describedby={error ? errorId : undefined}
          >
            {line.quantity}
          </output>
          <button
            type="button"
            className="cv-cart-line__step"
            aria-label={intl.formatMessage({ id: 'cv.cart.more' }, { name: line.name })}
            disabled={isBusy}
            onClick={() => onQuantity(line.quantity + 1)}
          >
            +
          </button>
          <button
            type="button"
            className="donut-button donut-button--link"
            disabled={isBusy}
            onClick={() => onQuantity(0)}
          >
            <FormattedMessage id="cv.cart.remove" />
          </button>
        </div>
        {error ? (
          <p id={errorId} className="cv-cart-line__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
