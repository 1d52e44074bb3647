import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, FormError } from '@donut/ui';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import type { PlanChoice } from './plan-choice';
import { ReceiptList } from './receipt-list';
import { subscriptionState } from './subscription-state';
import { SubscriptionSummary } from './subscription-summary';
import { useResumeSubscription } from './use-resume-subscription';
import { useSubscription } from './use-subscription';
import './billing.css';

export interface BillingBlockProps {
  /** Opens the change-plan dialog: the expired plan's Pay is its Select button. */
  onChoose: (choice: PlanChoice) => void;
}

/** The owner's plan on the cabinet's plans page: its state and credit, Pay, Cancel or Resume, and the receipts. */
export function BillingBlock({ onChoose }: BillingBlockProps) {
  const { subscription, isLoading, hasError, retry } = useSubscription();
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const { resume, isResuming, error: resumeError } = useResumeSubscription();
  const state = subscription ? subscriptionState(subscription) : null;

  return (
    <section className="billing" aria-labelledby="billing-heading">
      <h2 id="billing-heading">
        <FormattedMessage id="main.billing.title" />
      </h2>
      {hasError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="main.billing.error.load" />
          </p>
          <Button variant="secondary" onClick={retry}>
            <FormattedMessage id="main.billing.retry" />
          </Button>
        </div>
      ) : isLoading || !subscription || !state ? (
        <p aria-busy="true">
          <FormattedMessage id="main.billing.loading" />
        </p>
      ) : (
        <>
          <SubscriptionSummary subscription={subscription} state={state} />
          <div className="billing__actions">
            {state === 'expired' ? (
              <Button
                onClick={() =>
                  onChoose({ rate: subscription.rate, period: subscription.billing_period ?? 'month' })
                }
              >
                <FormattedMessage id="main.billing.pay" />
              </Button>
            ) : null}
            {state === 'active' ? (
              <Button variant="secondary" onClick={() => setIsCancelOpen(true)}>
                <FormattedMessage id="main.billing.cancel.open" />
              </Button>
            ) : null}
            {state === 'cancelled' ? (
              <Button isLoading={isResuming} onClick={() => void resume()}>
                <FormattedMessage id="main.billing.resume" />
              </Button>
            ) : null}
          </div>
          <FormError>{resumeError}</FormError>
          <CancelSubscriptionDialog
            isOpen={isCancelOpen}
            subscription={subscription}
            onClose={() => setIsCancelOpen(false)}
          />
        </>
      )}
      <ReceiptList />
    </section>
  );
}
