import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface FilePickButtonProps {
  name: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The chosen files; the input is cleared afterwards, so choosing the same file again still counts. */
  onFiles: (files: File[]) => void;
  /** What may be chosen (types, size), under the button and read out with it. */
  hint: ReactNode;
  /** A translated error, announced as it appears. */
  error?: string | null;
  /** The button's text. */
  children: ReactNode;
}

/**
 * A file input that looks like a secondary button, with its hint and error: the label is what shows, and the
 * input inside it stays focusable. The paragraphs follow the button.
 */
export function FilePickButton({
  name,
  accept,
  multiple,
  disabled,
  onFiles,
  hint,
  error,
  children,
}: FilePickButtonProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) onFiles(files);
  }

  return (
    <>
      <label
        className={
          disabled
            ? 'donut-button donut-button--secondary donut-file-pick donut-file-pick--disabled'
            : 'donut-button donut-button--secondary donut-file-pick'
        }
      >
        <input
          className="donut-file-pick__input"
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={handleChange}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        {children}
      </label>
      <p id={hintId} className="donut-field__hint">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="donut-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
