import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

export interface TextAreaFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** A translated error; shown under the field and announced with it. */
  error?: string;
  rows?: number;
  required?: boolean;
}

/** A labelled multi-line field that looks and reads like TextField (its classes, its error as the description). */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  rows = 6,
  required,
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          className="donut-field__input donut-field__textarea"
          name={name}
          value={value}
          rows={rows}
          onChange={onChange}
          onBlur={onBlur}
          required={required}
        />
      )}
    </FieldFrame>
  );
}
