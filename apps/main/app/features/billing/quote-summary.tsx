import { FormattedMessage, useIntl } from 'react-intl';
import type { GetPlanChangeQuoteQuery } from '@donut/graphql';
import { dateValues } from './date-values';
import { formatMinor } from './money';

export type PlanChangeQuote = GetPlanChangeQuoteQuery['plan_change_quote'];

/**
 * What the change costs (ADR 0011): the price, what counts toward it, the charge now, what is left and
 * until when; paying during the trial keeps its days, and the paid period starts at its end.
 */
export function QuoteSummary({ quote }: { quote: PlanChangeQuote }) {
  const intl = useIntl();
  const money = (minor: number) => formatMinor(intl, minor, quote.currency);
  const rows: Array<[string, string, string?]> = [
    ['price', money(quote.price_minor)],
    ['remainder', money(quote.remainder_minor)],
    ['credit-used', money(quote.credit_used_minor)],
    ['charge', money(quote.charge_minor), 'billing-quote__charge'],
    ['credit-left', money(quote.carried_credit_minor)],
    ['period-end', intl.formatDate(quote.period_end, { dateStyle: 'long' })],
  ];
  return (
    <>
      <dl className="billing-quote">
        {rows.map(([row, value, className]) => (
          <div key={row} className={className} data-quote={row}>
            <dt>
              <FormattedMessage id={`main.billing.quote.${row}`} values={{ period: quote.billing_period }} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {quote.trial_end ? (
        <p className="billing-quote__note" data-quote-note="trial-kept">
          <FormattedMessage
            id="main.billing.quote.trial-kept"
            values={dateValues({ start: quote.period_start, end: quote.period_end })}
          />
        </p>
      ) : null}
      <p className="billing-quote__note">
        <FormattedMessage
          id={quote.charge_minor > 0 ? 'main.billing.quote.note-checkout' : 'main.billing.quote.note-at-once'}
        />
      </p>
    </>
  );
}
