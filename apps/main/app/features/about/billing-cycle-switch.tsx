import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export type BillingCycle = 'monthly' | 'yearly';

const CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];

export interface BillingCycleSwitchProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** Monthly or yearly prices: a radio group, so arrow keys move between the two as users expect. */
export function BillingCycleSwitch({ value, onChange }: BillingCycleSwitchProps) {
  const name = useId();
  return (
    <fieldset className="about__cycle">
      <legend>
        <FormattedMessage id="main.about.rates.cycle" />
      </legend>
      {CYCLES.map((cycle) => (
        <label
          key={cycle}
          className={
            cycle === value ? 'about__cycle-option about__cycle-option--active' : 'about__cycle-option'
          }
        >
          <input
            type="radio"
            name={name}
            value={cycle}
            checked={cycle === value}
            onChange={() => onChange(cycle)}
          />
          <FormattedMessage id={`main.about.rates.cycle.${cycle}`} />
        </label>
      ))}
    </fieldset>
  );
}
