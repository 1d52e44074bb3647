import type { ReactNode } from 'react';
import { TextField } from '@donut/ui';

/** A range of the business's days (YYYY-MM-DD each, empty for open). */
export interface DayRange {
  from: string;
  to: string;
}

/** A range given backwards is the same range: the owner meant the days between. */
export const orderedDays = <T extends DayRange>(range: T): T =>
  range.from && range.to && range.from > range.to ? { ...range, from: range.to, to: range.from } : range;

export interface DateRangeFieldsProps {
  className: string;
  range: DayRange;
  fromLabel: ReactNode;
  toLabel: ReactNode;
  onChange: (range: DayRange) => void;
}

/** modal-filters' two date fields, side by side where they fit. */
export function DateRangeFields({ className, range, fromLabel, toLabel, onChange }: DateRangeFieldsProps) {
  return (
    <div className={className}>
      <TextField
        label={fromLabel}
        name="from"
        type="date"
        value={range.from}
        onChange={(event) => onChange({ ...range, from: event.target.value })}
      />
      <TextField
        label={toLabel}
        name="to"
        type="date"
        value={range.to}
        onChange={(event) => onChange({ ...range, to: event.target.value })}
      />
    </div>
  );
}
