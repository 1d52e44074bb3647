import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import { Button, Modal } from '@donut/ui';
import { CUSTOMER_SORTS, type CustomerSortKey } from './customer-list-state';

export interface CustomerSortDialogProps {
  isOpen: boolean;
  sort: CustomerSortKey;
  onApply: (sort: CustomerSortKey) => void;
  onClose: () => void;
}

/**
 * modal-sort of the customer list: the orders as radio buttons (arrow keys move between them) and Apply, so
 * walking the choices with the keyboard does not reload the list at every step.
 */
export function CustomerSortDialog({ isOpen, sort, onApply, onClose }: CustomerSortDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      id={MODAL_IDS.sort}
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'crm.customers.sort.title' })}
      onClose={onClose}
    >
      {isOpen ? <SortForm sort={sort} onApply={onApply} /> : null}
    </Modal>
  );
}

function SortForm({ sort, onApply }: Pick<CustomerSortDialogProps, 'sort' | 'onApply'>) {
  const intl = useIntl();
  const [choice, setChoice] = useState(sort);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(choice);
  }

  return (
    <form className="crm-customers__dialog-form" onSubmit={handleSubmit}>
      <fieldset className="crm-customers__sorts">
        <legend className="donut-visually-hidden">
          {intl.formatMessage({ id: 'crm.customers.sort.title' })}
        </legend>
        {CUSTOMER_SORTS.map((key) => (
          <label key={key} className="donut-checkbox__row">
            <input
              className="donut-checkbox__input"
              type="radio"
              name="sort"
              value={key}
              checked={choice === key}
              onChange={() => setChoice(key)}
            />
            <FormattedMessage id="crm.customers.sort.option" values={{ sort: key }} />
          </label>
        ))}
      </fieldset>
      <div className="donut-dialog__actions">
        <Button type="submit">
          <FormattedMessage id="crm.customers.sort.apply" />
        </Button>
      </div>
    </form>
  );
}
