import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from '@donut/ui';
import { useDebouncedValue } from './use-debounced-value';

export interface CustomerSearchFieldProps {
  /** The search in the address. */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * The list's search by name, phone, e-mail or Telegram username: it goes out once typing pauses, or at once on
 * Enter. A search changed elsewhere (Back, "Reset") shows in the field.
 */
export function CustomerSearchField({ value, onSearch }: CustomerSearchFieldProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim());

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a pause in typing sends: a new `value` from the address is not a reason to send the old text again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  }

  return (
    <form role="search" className="crm-customers__search" onSubmit={handleSubmit}>
      <TextField
        label={<FormattedMessage id="crm.customers.search" />}
        hint={<FormattedMessage id="crm.customers.search-hint" />}
        name="q"
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
