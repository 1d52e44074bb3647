import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Modal } from '@donut/ui';

export interface ChoiceDialogProps<T extends string> {
  /** The dialog's id: `modal-sort` or `modal-filters` (spec §2). */
  id: string;
  isOpen: boolean;
  title: string;
  /** The radio group's name and legend (the legend is read only, when it repeats the title). */
  name: string;
  legend: ReactNode;
  isLegendHidden?: boolean;
  choices: readonly T[];
  /** A choice's label. */
  label: (choice: T) => ReactNode;
  value: T;
  applyLabel: ReactNode;
  /** A button that applies `resetTo` at once (a filter's "Reset"). */
  reset?: { label: ReactNode; to: T };
  onApply: (choice: T) => void;
  onClose: () => void;
}

/**
 * A list's order or filter as one choice among radio buttons (arrow keys move between them) and Apply, so walking
 * the choices with the keyboard does not reload the list at every step. Mounted only while open, so it starts from
 * the list's current choice.
 */
export function ChoiceDialog<T extends string>({
  id,
  isOpen,
  title,
  onClose,
  ...form
}: ChoiceDialogProps<T>) {
  return (
    <Modal id={id} isOpen={isOpen} title={title} onClose={onClose}>
      {isOpen ? <ChoiceForm {...form} /> : null}
    </Modal>
  );
}

function ChoiceForm<T extends string>({
  name,
  legend,
  isLegendHidden,
  choices,
  label,
  value,
  applyLabel,
  reset,
  onApply,
}: Omit<ChoiceDialogProps<T>, 'id' | 'isOpen' | 'title' | 'onClose'>) {
  const [choice, setChoice] = useState(value);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(choice);
  }

  return (
    <form className="crm-choice-dialog" onSubmit={handleSubmit}>
      <fieldset className="crm-choice-dialog__choices">
        <legend className={isLegendHidden ? 'donut-visually-hidden' : undefined}>{legend}</legend>
        {choices.map((key) => (
          <label key={key} className="donut-checkbox__row">
            <input
              className="donut-checkbox__input"
              type="radio"
              name={name}
              value={key}
              checked={choice === key}
              onChange={() => setChoice(key)}
            />
            {label(key)}
          </label>
        ))}
      </fieldset>
      <div className="donut-dialog__actions">
        {reset ? (
          <Button variant="secondary" onClick={() => onApply(reset.to)}>
            {reset.label}
          </Button>
        ) : null}
        <Button type="submit">{applyLabel}</Button>
      </div>
    </form>
  );
}
