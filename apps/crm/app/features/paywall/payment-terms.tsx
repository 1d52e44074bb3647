import { FormattedMessage } from 'react-intl';

/** Spec §1's terms, stated where the owner pays: they are what the terms checkbox accepts. */
export const PAYMENT_TERMS = ['receipt', 'no-legal-entity', 'refund'] as const;

export function PaymentTerms({ headingId }: { headingId: string }) {
  return (
    <section className="crm-paywall__terms" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="crm.paywall.terms.title" />
      </h3>
      <ul>
        {PAYMENT_TERMS.map((term) => (
          <li key={term}>
            <FormattedMessage id={`crm.paywall.terms.${term}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
