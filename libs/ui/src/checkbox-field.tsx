import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';

export interface CheckboxFieldProps {
  /** May hold a link, e.g. "I accept the <a>terms</a>"; a click on the link opens it without ticking the box. */
  label: ReactNode;
  name: string;
  checked: boolean;
  /** Formik's `handleChange` fits, as does `getFieldProps({ name, type: 'checkbox' })` spread into the field. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** A translated error, e.g. "accept the terms to continue". */
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  onBlur,
  error,
  required,
  disabled,
}: CheckboxFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;

  return (
    <div className={error ? 'donut-checkbox donut-checkbox--invalid' : 'donut-checkbox'}>
      <div className="donut-checkbox__row">
        <input
          id={inputId}
          className="donut-checkbox__input"
          type="checkbox"
          name={name}
          checked={checked}
          onChange={onChange}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label className="donut-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="donut-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
