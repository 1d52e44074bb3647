import { useId, type ReactNode } from 'react';

export interface ChoiceFieldProps {
  legend: ReactNode;
  name: string;
  value: string;
  choices: ReadonlyArray<{ value: string; label: ReactNode; hint?: ReactNode }>;
  onChange: (value: string) => void;
  /** A translated error; announced with the group. */
  error?: string;
}

/** A group of radio buttons with its legend and error, for the checkout's delivery, pickup address and payment. */
export function ChoiceField({ legend, name, value, choices, onChange, error }: ChoiceFieldProps) {
  const errorId = useId();
  return (
    <fieldset
      className="cv-checkout__choice"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="cv-checkout__option">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            {choice.label}
            {choice.hint ? <small className="cv-checkout__hint">{choice.hint}</small> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="cv-checkout__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
