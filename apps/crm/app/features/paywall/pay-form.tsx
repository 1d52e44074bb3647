import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BillingPeriod } from '@donut/graphql';
import { Button, CheckboxField, FormError } from '@donut/ui';
import type { CrmSubscription } from './load-subscription';
import { PaymentTerms } from './payment-terms';
import { PeriodChoice } from './period-choice';
import { usePayForPlan } from './use-pay-for-plan';

/** The field the API names when the terms were not accepted. */
const TERMS_FIELD = 'accept_terms';

/**
 * Pays for the ended plan again: a month or a year (the last paid period by default, a month after the
 * trial), the terms of spec §1 with their required checkbox, then the payment system's checkout.
 */
export function PayForm({ subscription }: { subscription: CrmSubscription }) {
  const intl = useIntl();
  const headingId = useId();
  const termsRef = useRef<HTMLDivElement>(null);
  const [period, setPeriod] = useState<BillingPeriod>(subscription.billing_period ?? 'month');
  const [isAccepted, setIsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'leaving'>('idle');
  const pay = usePayForPlan();

  const focusTerms = () => termsRef.current?.querySelector<HTMLInputElement>(`input[name="${TERMS_FIELD}"]`)?.focus();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (status !== 'idle') return;
    setFormError(null);
    if (!isAccepted) {
      setTermsError(intl.formatMessage({ id: 'validation.subscriptionTermsNotAccepted' }));
      focusTerms();
      return;
    }
    setStatus('sending');
    const outcome = await pay(subscription.rate.id, period);
    if (outcome.kind === 'checkout') {
      // The browser is leaving for the payment page: the button stays busy until it does.
      setStatus('leaving');
      return;
    }
    setStatus('idle');
    if (outcome.kind === 'applied') return;
    if (outcome.fields[TERMS_FIELD]) {
      setTermsError(outcome.fields[TERMS_FIELD]);
      focusTerms();
    } else {
      setFormError(outcome.message ?? intl.formatMessage({ id: 'crm.paywall.pay.error' }));
    }
  }

  return (
    <form className="crm-paywall__form" aria-labelledby={headingId} noValidate onSubmit={handleSubmit}>
      <h2 id={headingId}>
        <FormattedMessage id="crm.paywall.pay.title" values={{ rate: subscription.rate.name }} />
      </h2>
      <PeriodChoice name="billing_period" value={period} onChange={setPeriod} disabled={status !== 'idle'} />
      <PaymentTerms headingId={`${headingId}-terms`} />
      <div ref={termsRef}>
        <CheckboxField
          name={TERMS_FIELD}
          label={<FormattedMessage id="crm.paywall.terms.accept" />}
          checked={isAccepted}
          onChange={(event) => {
            setIsAccepted(event.target.checked);
            if (event.target.checked) setTermsError(null);
          }}
          error={termsError ?? undefined}
          required
          disabled={status !== 'idle'}
        />
      </div>
      <FormError>{formError}</FormError>
      <Button type="submit" variant="primary" isLoading={status !== 'idle'}>
        <FormattedMessage id="crm.paywall.pay.submit" />
      </Button>
    </form>
  );
}
