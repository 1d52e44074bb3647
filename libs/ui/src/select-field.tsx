import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  options: SelectOption[];
  /** The text of the empty choice ('' as the value), for fields that may be left unset. */
  emptyLabel: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** A translated error, shown under the field and announced with it. */
  error?: string;
  /** While the options load; the field stays disabled so a half list cannot be chosen from. */
  isLoading?: boolean;
}

/** A labelled native select in the field styles, its error linked for assistive technology. */
export function SelectField({
  label,
  name,
  value,
  options,
  emptyLabel,
  onChange,
  onBlur,
  error,
  isLoading,
}: SelectFieldProps) {
  // A saved value missing from the loaded list (say, a language hidden since) stays shown as it is
  // instead of reading "not selected" while it is still saved.
  const isMissing = !isLoading && value !== '' && !options.some((option) => option.value === value);
  const shown = isMissing ? [...options, { value, label: value }] : options;

  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className="donut-field__input"
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={isLoading}
          aria-busy={isLoading || undefined}
        >
          <option value="">{emptyLabel}</option>
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
