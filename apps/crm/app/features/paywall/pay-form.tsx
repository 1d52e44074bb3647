import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BillingPeriod } from '@donut/graphql';
import { Button, FormError, PaymentConsent, usePaymentConsent } from '@donut/ui';
import type { CrmSubscription } from './load-subscription';
import { PeriodChoice } from './period-choice';
import { usePayForPlan } from './use-pay-for-plan';

/**
 * Pays for the ended plan again: a month or a year (the last paid period by default, a month after the
 * trial), the terms of spec §1 with their required checkbox, then the payment system's checkout.
 */
export function PayForm({ subscription }: { subscription: CrmSubscription }) {
  const headingId = useId();
  const [period, setPeriod] = useState<BillingPeriod>(subscription.billing_period ?? 'month');
  const pay = usePayForPlan();
  const { status, formError, handleSubmit, consent } = usePaymentConsent({
    pay: () => pay(subscription.rate.id, period),
    errorMessageId: 'crm.paywall.pay.error',
  });

  return (
    <form className="crm-paywall__form" aria-labelledby={headingId} noValidate onSubmit={handleSubmit}>
      <h2 id={headingId}>
        <FormattedMessage id="crm.paywall.pay.title" values={{ rate: subscription.rate.name }} />
      </h2>
      <PeriodChoice name="billing_period" value={period} onChange={setPeriod} disabled={status !== 'idle'} />
      <PaymentConsent {...consent} />
      <FormError>{formError}</FormError>
      <Button type="submit" variant="primary" isLoading={status !== 'idle'}>
        <FormattedMessage id="crm.paywall.pay.submit" />
      </Button>
    </form>
  );
}
