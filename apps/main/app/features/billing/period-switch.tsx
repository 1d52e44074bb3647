import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BillingPeriod } from '@donut/graphql';

const PERIODS: readonly BillingPeriod[] = ['month', 'year'];

export interface PeriodSwitchProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  disabled?: boolean;
}

/** Pay for a month or a year: a radio group, so the arrow keys move between the two. */
export function PeriodSwitch({ value, onChange, disabled }: PeriodSwitchProps) {
  const name = useId();
  return (
    <fieldset className="billing-period" disabled={disabled}>
      <legend>
        <FormattedMessage id="main.billing.period.legend" />
      </legend>
      {PERIODS.map((period) => (
        <label
          key={period}
          className={
            period === value
              ? 'billing-period__option billing-period__option--active'
              : 'billing-period__option'
          }
        >
          <input
            type="radio"
            name={name}
            value={period}
            checked={period === value}
            onChange={() => onChange(period)}
          />
          <FormattedMessage id={`main.billing.period.${period}`} />
        </label>
      ))}
    </fieldset>
  );
}
