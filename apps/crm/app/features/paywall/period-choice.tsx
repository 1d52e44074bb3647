import { FormattedMessage } from 'react-intl';
import type { BillingPeriod } from '@donut/graphql';

const PERIODS: readonly BillingPeriod[] = ['month', 'year'];

export interface PeriodChoiceProps {
  name: string;
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  disabled?: boolean;
}

/** Pay for a month or a year: native radio buttons, so the arrow keys move between the two. */
export function PeriodChoice({ name, value, onChange, disabled }: PeriodChoiceProps) {
  return (
    <fieldset className="crm-paywall__periods" disabled={disabled}>
      <legend>
        <FormattedMessage id="crm.paywall.period.legend" />
      </legend>
      {PERIODS.map((period) => (
        <label key={period} className="crm-paywall__period">
          <input
            type="radio"
            name={name}
            value={period}
            checked={period === value}
            onChange={() => onChange(period)}
          />
          <FormattedMessage id={`crm.paywall.period.${period}`} />
        </label>
      ))}
    </fieldset>
  );
}
