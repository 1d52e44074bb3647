import { FormattedMessage } from 'react-intl';
import type { Cart } from '../cart/cart-api';
import type { CheckoutTotals } from './checkout-values';

export interface OrderSummaryProps {
  /** The lines that will be ordered, in the order PlaceOrder sends them. */
  lines: Cart['lines'];
  totals: CheckoutTotals;
  discountPercent: number;
  money: (minor: number) => string;
  /** The API's refusals of a line (`items[i].quantity`), by the line's index. */
  lineErrors: Record<number, string>;
}

/** What the order holds and costs: lines, subtotal, the personal discount, delivery and the total. */
export function OrderSummary({ lines, totals, discountPercent, money, lineErrors }: OrderSummaryProps) {
  return (
    <section className="cv-checkout__summary" aria-labelledby="cv-checkout-summary">
      <h2 id="cv-checkout-summary">
        <FormattedMessage id="cv.checkout.summary" />
      </h2>
      <ul className="cv-checkout__lines">
        {lines.map((line, index) => (
          <li key={line.variant_id} data-invalid={lineErrors[index] ? true : undefined}>
            <span>
              <FormattedMessage id="cv.checkout.line" values={{ name: line.name, quantity: line.quantity }} />
              {line.option_values.length ? ` (${line.option_values.join(', ')})` : null}
            </span>
            <span>{money(line.price_minor * line.quantity)}</span>
            {lineErrors[index] ? (
              <strong className="cv-checkout__error" role="alert">
                {lineErrors[index]}
              </strong>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="cv-checkout__totals">
        <dt>
          <FormattedMessage id="cv.checkout.subtotal" />
        </dt>
        <dd>{money(totals.subtotal)}</dd>
        {totals.discount > 0 ? (
          <>
            <dt>
              <FormattedMessage id="cv.checkout.discount" values={{ percent: discountPercent }} />
            </dt>
            <dd>−{money(totals.discount)}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="cv.checkout.delivery" />
        </dt>
        <dd>
          {totals.delivery === null ? (
            <FormattedMessage id="cv.checkout.delivery-unchosen" />
          ) : totals.delivery === 0 ? (
            <FormattedMessage id="cv.checkout.free" />
          ) : (
            money(totals.delivery)
          )}
        </dd>
        <dt className="cv-checkout__total">
          <FormattedMessage id="cv.checkout.total" />
        </dt>
        <dd className="cv-checkout__total">{money(totals.total)}</dd>
      </dl>
    </section>
  );
}
