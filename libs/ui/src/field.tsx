import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

export interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  /** Formik's `handleChange` fits, as does `getFieldProps(name)` spread into the field. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number' | 'date';
  /** The HTML autocomplete token (`email`, `current-password`, `new-password`, ...), so managers fill the form. */
  autoComplete?: string;
  /** The on-screen keyboard a phone shows, e.g. `numeric` for a one-time code. */
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  /** A translated error; shown under the field and announced with it. */
  error?: string;
  /** A translated hint, e.g. the password rules. */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled input; the hint and the error are its description, so screen readers read them with the field. */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  error,
  hint,
  required,
  disabled,
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="donut-field__input"
          name={name}
          type={type}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
        />
      )}
    </FieldFrame>
  );
}
