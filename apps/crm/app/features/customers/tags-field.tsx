import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@donut/ui';

export interface TagsFieldProps {
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The project's tags, offered while typing. */
  suggestions?: readonly string[];
  error?: string;
  disabled?: boolean;
}

/**
 * Tags as chips, each removed by its own button (Enter or Space from the keyboard), and a field that adds one on
 * Enter, a comma or its Add button. A tag already there in any case is not added twice. Removing a chip moves the
 * focus to the next chip, or to the field after the last one, so the keyboard never loses its place.
 */
export function TagsField({ label, tags, onChange, suggestions = [], error, disabled }: TagsFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const errorId = `${id}-error`;
  const lower = tags.map((tag) => tag.toLowerCase());

  function add() {
    const tag = draft.trim().replace(/,+$/, '').trim();
    setDraft('');
    if (tag && !lower.includes(tag.toLowerCase())) onChange([...tags, tag]);
  }

  function remove(index: number) {
    onChange(tags.filter((_, position) => position !== index));
    // After React has drawn the chips without this one: the chip now at its place, else the field.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button');
      (buttons?.[index] ?? buttons?.[index - 1] ?? inputRef.current)?.focus();
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' && event.key !== ',') return;
    // Enter would submit the form around the field.
    event.preventDefault();
    add();
  }

  return (
    <div className={error ? 'donut-field donut-field--invalid crm-tags' : 'donut-field crm-tags'}>
      <label className="donut-field__label" htmlFor={id}>
        {label}
      </label>
      {tags.length ? (
        <ul ref={listRef} className="crm-tags__chips" aria-label={label}>
          {tags.map((tag, index) => (
            <li key={tag} className="crm-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="crm-chip__remove"
                disabled={disabled}
                aria-label={intl.formatMessage({ id: 'crm.customers.tags.remove' }, { tag })}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="crm-tags__add">
        <input
          ref={inputRef}
          id={id}
          className="donut-field__input"
          value={draft}
          list={suggestions.length ? `${id}-suggestions` : undefined}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button variant="secondary" disabled={disabled || !draft.trim()} onClick={add}>
          <FormattedMessage id="crm.customers.tags.add" />
        </Button>
      </div>
      {suggestions.length ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions
            .filter((tag) => !lower.includes(tag.toLowerCase()))
            .map((tag) => (
              <option key={tag} value={tag} />
            ))}
        </datalist>
      ) : null}
      {error ? (
        <p id={errorId} className="donut-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
