import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';

export interface ProjectSelectOption {
  value: string;
  label: string;
}

export interface ProjectSelectProps {
  label: ReactNode;
  name: string;
  value: string;
  options: ProjectSelectOption[];
  /** The empty choice ('' as the value): currency and direction may be chosen later. */
  emptyLabel: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** A translated error, shown under the field and announced with it. */
  error?: string;
  /** While the options load: disabled, so a half list cannot be chosen from. */
  isLoading?: boolean;
}

/** A labelled native select in the design system's field styles (`@donut/ui` has no select yet). */
export function ProjectSelect({ label, name, value, options, emptyLabel, onChange, onBlur, error, isLoading }: ProjectSelectProps) {
  const selectId = useId();
  const errorId = `${selectId}-error`;
  return (
    <div className={error ? 'donut-field donut-field--invalid' : 'donut-field'}>
      <label className="donut-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="donut-field__input"
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="donut-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
