import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField } from './checkbox-field';

/** Spec §1's terms, stated wherever an owner pays: they are what the consent checkbox accepts. */
export const PAYMENT_TERMS = ['receipt', 'no-legal-entity', 'refund'] as const;

/** The field the API names when the terms were not accepted. */
export const PAYMENT_TERMS_FIELD = 'accept_terms';

/** What a payment call answers: off to the checkout, applied without a payment, or refused with its reasons. */
export type PaymentOutcome =
  | { kind: 'checkout' }
  | { kind: 'applied' }
  | { kind: 'refused'; fields: Record<string, string>; message: string | null };

export type PaymentStatus = 'idle' | 'sending' | 'leaving';

export interface PaymentConsentOptions<Outcome extends PaymentOutcome> {
  /** Sends the payment (or the change): called only once the terms are accepted. */
  pay: () => Promise<Outcome>;
  /** The change applied without a payment. */
  onApplied?: (outcome: Extract<Outcome, { kind: 'applied' }>) => void;
  /** Shown when a refusal names no reason of its own. */
  errorMessageId: string;
  /** Whether the form may be sent at all (e.g. its quote has arrived). */
  canSubmit?: boolean;
}

/**
 * The state of a form that takes a payment: the terms checkbox (required, with its error and focus), the form's
 * own error and the busy button. A refusal of the terms by the API lands on the checkbox; the button stays busy
 * while the browser leaves for the checkout.
 */
export function usePaymentConsent<Outcome extends PaymentOutcome>({
  pay,
  onApplied,
  errorMessageId,
  canSubmit = true,
}: PaymentConsentOptions<Outcome>) {
  const intl = useIntl();
  const consentRef = useRef<HTMLDivElement>(null);
  const [isAccepted, setIsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<PaymentStatus>('idle');

  // Focus moves to the box after the render that shows its error, when it is enabled again.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0)
      consentRef.current?.querySelector<HTMLInputElement>(`input[name="${PAYMENT_TERMS_FIELD}"]`)?.focus();
  }, [focusRequest]);
  const refuseTerms = (message: string) => {
    setTermsError(message);
    setFocusRequest((count) => count + 1);
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || status !== 'idle') return;
    setFormError(null);
    if (!isAccepted) {
      refuseTerms(intl.formatMessage({ id: 'validation.subscriptionTermsNotAccepted' }));
      return;
    }
    setStatus('sending');
    const outcome = await pay();
    if (outcome.kind === 'checkout') {
      setStatus('leaving');
      return;
    }
    setStatus('idle');
    if (outcome.kind === 'applied') onApplied?.(outcome as Extract<Outcome, { kind: 'applied' }>);
    else if (outcome.kind === 'refused') {
      if (outcome.fields[PAYMENT_TERMS_FIELD]) refuseTerms(outcome.fields[PAYMENT_TERMS_FIELD]);
      else setFormError(outcome.message ?? intl.formatMessage({ id: errorMessageId }));
    }
  }

  const consent: PaymentConsentProps = {
    consentRef,
    checked: isAccepted,
    onChange: (checked) => {
      setIsAccepted(checked);
      if (checked) setTermsError(null);
    },
    error: termsError,
    disabled: status !== 'idle',
  };
  return { status, formError, setFormError, handleSubmit, consent };
}

export interface PaymentConsentProps {
  consentRef: RefObject<HTMLDivElement | null>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
  disabled: boolean;
}

/** The terms of payment and the required box accepting them (`usePaymentConsent` gives its props). */
export function PaymentConsent({ consentRef, checked, onChange, error, disabled }: PaymentConsentProps) {
  const headingId = `${PAYMENT_TERMS_FIELD}-terms`;
  return (
    <div ref={consentRef} className="donut-payment-consent">
      <section className="donut-payment-consent__terms" aria-labelledby={headingId}>
        <h3 id={headingId}>
          <FormattedMessage id="ui.payment-terms.title" />
        </h3>
        <ul>
          {PAYMENT_TERMS.map((term) => (
            <li key={term}>
              <FormattedMessage id={`ui.payment-terms.${term}`} />
            </li>
          ))}
        </ul>
      </section>
      <CheckboxField
        name={PAYMENT_TERMS_FIELD}
        label={<FormattedMessage id="ui.payment-terms.accept" />}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        error={error ?? undefined}
        required
        disabled={disabled}
      />
    </div>
  );
}
