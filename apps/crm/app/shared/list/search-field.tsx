import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
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
 * elsewhere (Back, "Reset") shows in the field. A pause that ends after the owner has clicked away (a row's link
 * while its page loads) sends nothing: the search would pull them back to the list.
 */
export function SearchField({ label, hint, value, onSearch, className }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const leaving = useLeavingPage();

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    const typed = text.trim();
    if (typed === value) return;
    const timer = setTimeout(() => {
      if (!leaving.current) onSearch(typed);
    }, SEARCH_DELAY_MS);
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

/** Whether a navigation to another page is under way, read when a timer fires rather than when it was set. */
function useLeavingPage() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.location != null && navigation.location.pathname !== pathname;
  return leaving;
}
