import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@donut/ui';

/** How long typing pauses before a search goes out. */
export const SEARCH_DELAY_MS = 300;

export interface SearchFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The search in the address. */
  value: string;
  onSearch: (search: string) => void;
  className?: string;
}

/**
 * A list's search: it goes out once typing pauses for {@link SEARCH_DELAY_MS}, or at once on Enter. A search changed
 * elsewhere (Back, "Reset") shows in the field.
 */
export function SearchField({ label, hint, value, onSearch, className }: SearchFieldProps) {
  const [text, setText] = useState(value);

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    const typed = text.trim();
    if (typed === value) return;
    const timer = setTimeout(() => onSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing sends: a new `value` from the address is not a reason to send the old text again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  }

  return (
    <form role="search" className={className} onSubmit={handleSubmit}>
      <TextField
        label={label}
        hint={hint}
        name="q"
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
