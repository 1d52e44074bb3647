import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';

export interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  /** Formik's `handleChange` fits, as does `getFieldProps(name)` spread into the field. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';
  /** The HTML autocomplete token (`email`, `current-password`, `new-password`, ...), so managers fill the form. */
  autoComplete?: string;
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
  error,
  hint,
  required,
  disabled,
}: TextFieldProps) {
  // useId, not the name: two forms on one page (a page and the login modal) share field names.
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={error ? 'donut-field donut-field--invalid' : 'donut-field'}>
      <label className="donut-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="donut-field__input"
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="donut-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="donut-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
