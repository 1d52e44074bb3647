import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GetPlanChangeQuoteDocument, type BillingPeriod, readApiError } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button, FormError, PaymentConsent, usePaymentConsent } from '@donut/ui';
import { formatMinor } from './money';
import { PeriodSwitch } from './period-switch';
import type { PlanChoice } from './plan-choice';
import { QuoteSummary } from './quote-summary';
import { useChangePlan } from './use-change-plan';

export interface ChangePlanFormProps {
  choice: PlanChoice;
  /** Closes the dialog: on Cancel, and once the change applied without a payment. */
  onClose: () => void;
}

/**
 * Spec §4 and §5: the quote for the plan and the period picked here, the terms, the required terms
 * checkbox, and ChangePlan. A charge leaves for the checkout; none applies the change at once.
 */
export function ChangePlanForm({ choice, onClose }: ChangePlanFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [period, setPeriod] = useState<BillingPeriod>(choice.period);
  const confirm = useChangePlan();
  // Quotes move with time (the remainder shrinks by the minute): always the API's current answer.
  const quoteQuery = useQuery(GetPlanChangeQuoteDocument, {
    variables: { rate_id: choice.rate.id, billing_period: period },
    fetchPolicy: 'network-only',
  });
  const quote = quoteQuery.data?.plan_change_quote ?? null;
  const quoteError = quoteQuery.error && !quote ? readApiError(quoteQuery.error) : null;

  const { status, setFormError, formError, handleSubmit, consent } = usePaymentConsent({
    pay: () => confirm(choice.rate.id, period),
    onApplied: (outcome) => {
      dispatch(
        toastShown({
          message: { id: 'main.billing.changed', values: { rate: outcome.subscription.rate.name } },
          type: 'success',
        }),
      );
      onClose();
    },
    errorMessageId: 'main.billing.error.change',
    canSubmit: quote !== null,
  });

  const handlePeriodChange = (next: BillingPeriod) => {
    setPeriod(next);
    setFormError(null);
  };

  return (
    <form className="billing-dialog" noValidate onSubmit={handleSubmit}>
      <PeriodSwitch value={period} onChange={handlePeriodChange} disabled={status !== 'idle'} />
      {quote ? (
        <QuoteSummary quote={quote} />
      ) : quoteError ? (
        <div className="billing-dialog__quote-error" role="alert">
          <p>
            {quoteError.code === 'CONFLICT' && quoteError.message ? (
              quoteError.message
            ) : (
              <FormattedMessage id="main.billing.quote.error" />
            )}
          </p>
          {quoteError.code === 'CONFLICT' ? null : (
            <Button variant="secondary" onClick={() => void quoteQuery.refetch().catch(() => undefined)}>
              <FormattedMessage id="main.billing.retry" />
            </Button>
          )}
        </div>
      ) : (
        <p aria-busy="true" className="billing-dialog__loading">
          <FormattedMessage id="main.billing.quote.loading" />
        </p>
      )}
      <PaymentConsent {...consent} />
      <FormError>{formError}</FormError>
      <div className="billing-dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={status === 'leaving'}>
          <FormattedMessage id="main.billing.dialog.cancel" />
        </Button>
        <Button type="submit" isLoading={status !== 'idle'} disabled={!quote}>
          {quote && quote.charge_minor > 0 ? (
            <FormattedMessage
              id="main.billing.dialog.pay"
              values={{ amount: formatMinor(intl, quote.charge_minor, quote.currency) }}
            />
          ) : (
            <FormattedMessage id="main.billing.dialog.apply" />
          )}
        </Button>
      </div>
    </form>
  );
}
