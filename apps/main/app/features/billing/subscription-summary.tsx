import { FormattedMessage, useIntl } from 'react-intl';
import { dateValues } from './date-values';
import { formatMinor } from './money';
import { daysLeft, type SubscriptionState } from './subscription-state';
import type { Subscription } from './use-subscription';

export interface SubscriptionSummaryProps {
  subscription: Subscription;
  state: SubscriptionState;
}

/** The plan, its state in a word, what that means with its date, and the account credit. */
export function SubscriptionSummary({ subscription, state }: SubscriptionSummaryProps) {
  const intl = useIntl();
  // The period's end with its month number: Georgian declines the month in the sentence (date-values.ts).
  const end = dateValues({ end: subscription.period_end });
  return (
    <div className="billing-summary">
      <p className="billing-summary__plan">
        <strong>{subscription.rate.name}</strong>
        <span className={`billing-summary__state billing-summary__state--${state}`}>
          <FormattedMessage id={`main.billing.state.${state}`} />
        </span>
      </p>
      <p data-billing="detail">
        {state === 'trial' ? (
          <FormattedMessage
            id="main.billing.detail.trial"
            values={{ days: daysLeft(subscription.period_end), ...end }}
          />
        ) : state === 'active' && subscription.trial_end ? (
          // Paid during the trial: the trial runs on, the paid period starts at its end (ADR 0011).
          <FormattedMessage
            id="main.billing.detail.active-after-trial"
            values={{
              period: subscription.billing_period ?? 'month',
              ...dateValues({ start: subscription.period_start, end: subscription.period_end }),
            }}
          />
        ) : state === 'active' ? (
          <FormattedMessage
            id="main.billing.detail.active"
            values={{ period: subscription.billing_period ?? 'month', ...end }}
          />
        ) : state === 'cancelled' ? (
          <FormattedMessage id="main.billing.detail.cancelled" values={end} />
        ) : (
          <FormattedMessage id="main.billing.detail.expired" values={end} />
        )}
      </p>
      <p data-billing="credit">
        <FormattedMessage
          id="main.billing.credit"
          values={{ amount: formatMinor(intl, subscription.credit_minor, subscription.currency) }}
        />
      </p>
    </div>
  );
}
