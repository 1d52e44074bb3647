import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GetPlanChangeQuoteDocument, type BillingPeriod, readApiError } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button, CheckboxField, FormError } from '@donut/ui';
import { formatMinor } from './money';
import { PaymentTerms } from './payment-terms';
import { PeriodSwitch } from './period-switch';
import type { PlanChoice } from './plan-choice';
import { QuoteSummary } from './quote-summary';
import { useChangePlan } from './use-change-plan';

export interface ChangePlanFormProps {
  choice: PlanChoice;
  /** Closes the dialog: on Cancel, and once the change applied without a payment. */
  onClose: () => void;
}

const TERMS_FIELD = 'accept_terms';

/**
 * Spec §4 and §5: the quote for the plan and the period picked here, the terms, the required terms
 * checkbox, and ChangePlan. A charge leaves for the checkout; none applies the change at once.
 */
export function ChangePlanForm({ choice, onClose }: ChangePlanFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const [period, setPeriod] = useState<BillingPeriod>(choice.period);
  const [isAccepted, setIsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'leaving'>('idle');
  const confirm = useChangePlan();
  // Quotes move with time (the remainder shrinks by the minute): always the API's current answer.
  const quoteQuery = useQuery(GetPlanChangeQuoteDocument, {
    variables: { rate_id: choice.rate.id, billing_period: period },
    fetchPolicy: 'network-only',
  });
  const quote = quoteQuery.data?.plan_change_quote ?? null;
  const quoteError = quoteQuery.error && !quote ? readApiError(quoteQuery.error) : null;

  // Focus moves to the terms after the render that shows their error (and enables the box again after a refusal).
  const [termsFocusRequest, setTermsFocusRequest] = useState(0);
  useEffect(() => {
    if (termsFocusRequest > 0)
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${TERMS_FIELD}"]`)?.focus();
  }, [termsFocusRequest]);
  const focusTerms = () => setTermsFocusRequest((count) => count + 1);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!quote || status !== 'idle') return;
    setFormError(null);
    if (!isAccepted) {
      setTermsError(intl.formatMessage({ id: 'validation.subscriptionTermsNotAccepted' }));
      focusTerms();
      return;
    }
    setStatus('sending');
    const outcome = await confirm(choice.rate.id, period);
    if (outcome.kind === 'checkout') {
      // The browser is leaving for the payment page: the button stays busy until it does.
      setStatus('leaving');
      return;
    }
    setStatus('idle');
    if (outcome.kind === 'applied') {
      dispatch(
        toastShown({
          message: { id: 'main.billing.changed', values: { rate: outcome.subscription.rate.name } },
          type: 'success',
        }),
      );
      onClose();
      return;
    }
    if (outcome.fields[TERMS_FIELD]) {
      setTermsError(outcome.fields[TERMS_FIELD]);
      focusTerms();
    } else {
      setFormError(outcome.message ?? intl.formatMessage({ id: 'main.billing.error.change' }));
    }
  }

  const handlePeriodChange = (next: BillingPeriod) => {
    setPeriod(next);
    setFormError(null);
  };

  return (
    <form ref={formRef} className="billing-dialog" noValidate onSubmit={handleSubmit}>
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
      <PaymentTerms headingId="change-plan-terms" />
      <CheckboxField
        name={TERMS_FIELD}
        label={<FormattedMessage id="main.billing.terms.accept" />}
        checked={isAccepted}
        onChange={(event) => {
          setIsAccepted(event.target.checked);
          if (event.target.checked) setTermsError(null);
        }}
        error={termsError ?? undefined}
        required
        disabled={status !== 'idle'}
      />
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
