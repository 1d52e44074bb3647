import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** A translated hint, e.g. the password rules. */
  hint?: ReactNode;
  /** A translated error; shown under the control and announced with it. */
  error?: string;
  /** Renders the control with the id and the ARIA links to the label, the hint and the error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** What every field shares: the label, the control, then its hint and error as its description. */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  // useId, not the name: two forms on one page (a page and the login modal) share field names.
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'donut-field donut-field--invalid' : 'donut-field'}>
      <label className="donut-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
