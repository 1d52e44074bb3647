import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { Button, FormError } from '@donut/ui';
import { formatMoney } from '../../../shared/money';
import { fetchOrderPayment, startOrderPayment, type OrderPaymentState } from './checkout-api';

/** How the provider sent the payer back (`payment` in the return address), if it did. */
export type PaymentOutcome = 'succeeded' | 'canceled' | null;

export interface OrderPaymentProps {
  locale: Locale;
  orderId: string;
  outcome: PaymentOutcome;
  /** The currency's digits (the order keeps its code). */
  minorDigits: number;
  /** Why the payment page did not open right after the order was placed. */
  initialError?: string | null;
}

/** The provider's webhook usually lands within a second or two of the payer's return: it is waited for this long. */
const CONFIRM_ATTEMPTS = 15;
const CONFIRM_INTERVAL_MS = 2000;

/** Sends the payer to the provider's checkout; answers why not when the API refuses (or `fallback` if it gave no reason). */
export async function goToPayment(orderId: string, fallback: string): Promise<string | null> {
  const started = await startOrderPayment(orderId);
  if (!started.ok) return started.error.message || fallback;
  window.location.assign(started.data);
  return null;
}

/**
 * An online order's payment on the site: where the provider returns the payer, and where a payer whose payment page
 * did not open lands. The webhook, not the return, marks the order paid, so a return with `succeeded` waits for it.
 * An unpaid order within its window can be paid (again); a closed one says so.
 */
export function OrderPayment({
  locale,
  orderId,
  outcome,
  minorDigits,
  initialError = null,
}: OrderPaymentProps) {
  const intl = useIntl();
  const [state, setState] = useState<OrderPaymentState | null>(null);
  const [failed, setFailed] = useState(false);
  const [isWaiting, setIsWaiting] = useState(outcome === 'succeeded');
  const [error, setError] = useState<string | null>(initialError);
  const [isOpening, setIsOpening] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isCurrent = true;
    async function read(attempt: number) {
      const result = await fetchOrderPayment(orderId);
      if (!isCurrent) return;
      if (!result.ok) return setFailed(true);
      setState(result.data);
      const isPending = outcome === 'succeeded' && result.data.payment_status === 'unpaid';
      if (isPending && attempt < CONFIRM_ATTEMPTS)
        timer = setTimeout(() => void read(attempt + 1), CONFIRM_INTERVAL_MS);
      else setIsWaiting(false);
    }
    void read(1);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [orderId, outcome]);

  async function pay() {
    setIsOpening(true);
    setError(null);
    const refusal = await goToPayment(orderId, intl.formatMessage({ id: 'cv.order-payment.failed' }));
    if (refusal !== null) {
      setError(refusal);
      setIsOpening(false);
    }
  }

  const toOrders = (
    <Link to={`${routeHref('client-view', 'cabinet', {}, { locale })}#orders`}>
      <FormattedMessage id="cv.checkout.to-orders" />
    </Link>
  );
  if (failed)
    return (
      <div className="cv-checkout__placed" role="alert">
        <p>
          <FormattedMessage id="cv.order-payment.not-found" />
        </p>
      </div>
    );
  if (!state)
    return (
      <p className="cv-checkout__placed" role="status">
        <FormattedMessage id="cv.order-payment.loading" />
      </p>
    );

  const amount = formatMoney(state.total_minor, { code: state.currency, minorDigits }, locale);
  const number = state.number;
  if (state.payment_status === 'paid')
    return (
      <div className="cv-checkout__placed" role="status">
        <h1>
          <FormattedMessage id="cv.order-payment.paid" values={{ number }} />
        </h1>
        <p>
          <FormattedMessage id="cv.order-payment.paid-amount" values={{ amount }} />
        </p>
        {toOrders}
      </div>
    );
  if (isWaiting)
    return (
      <div className="cv-checkout__placed" role="status">
        <h1>
          <FormattedMessage id="cv.order-payment.confirming" values={{ number }} />
        </h1>
      </div>
    );
  return (
    <div className="cv-checkout__placed">
      <h1>
        <FormattedMessage id="cv.order-payment.unpaid" values={{ number }} />
      </h1>
      {outcome === 'canceled' && (
        <p>
          <FormattedMessage id="cv.order-payment.canceled" />
        </p>
      )}
      {outcome === 'succeeded' && (
        <p>
          <FormattedMessage id="cv.order-payment.not-confirmed" />
        </p>
      )}
      {state.can_pay && state.pay_by ? (
        <>
          <p>
            <FormattedMessage
              id="cv.order-payment.pay-by"
              values={{
                time: <FormattedDate value={state.pay_by} dateStyle="medium" timeStyle="short" />,
              }}
            />
          </p>
          <Button onClick={() => void pay()} isLoading={isOpening}>
            <FormattedMessage id="cv.order-payment.pay" values={{ amount }} />
          </Button>
        </>
      ) : (
        <p>
          <FormattedMessage id="cv.order-payment.closed" />
        </p>
      )}
      {error && <FormError>{error}</FormError>}
      <p>{toOrders}</p>
    </div>
  );
}
