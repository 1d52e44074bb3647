import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import type { CustomerSource } from '@donut/graphql';
import { Button, CheckboxField, Modal, SelectField } from '@donut/ui';
import { CUSTOMER_SOURCES, NO_CUSTOMER_FILTERS, type CustomerListFilters } from './customer-list-state';

export interface CustomerFiltersDialogProps {
  isOpen: boolean;
  filters: CustomerListFilters;
  /** The project's tags to filter by. */
  tags: readonly string[];
  isLoadingTags: boolean;
  onApply: (filters: CustomerListFilters) => void;
  onClose: () => void;
}

/** modal-filters of the customer list. Mounted only while open, so it starts from the filters of the list. */
export function CustomerFiltersDialog({ isOpen, onClose, ...props }: CustomerFiltersDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      id={MODAL_IDS.filters}
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'crm.customers.filters.title' })}
      onClose={onClose}
    >
      {isOpen ? <FiltersForm {...props} /> : null}
    </Modal>
  );
}

function FiltersForm({
  filters,
  tags,
  isLoadingTags,
  onApply,
}: Omit<CustomerFiltersDialogProps, 'isOpen' | 'onClose'>) {
  const intl = useIntl();
  const [draft, setDraft] = useState(filters);
  // A tag of the address that no customer carries any more still shows as chosen, so it can be cleared.
  const tagOptions = [...new Set([...tags, ...(draft.tag ? [draft.tag] : [])])];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className="crm-customers__dialog-form" onSubmit={handleSubmit} noValidate>
      <SelectField
        label={<FormattedMessage id="crm.customers.filters.source" />}
        name="source"
        value={draft.source ?? ''}
        emptyLabel={intl.formatMessage({ id: 'crm.customers.filters.any' })}
        options={CUSTOMER_SOURCES.map((source) => ({
          value: source,
          label: intl.formatMessage({ id: 'crm.customers.source' }, { source }),
        }))}
        onChange={(event) =>
          setDraft({ ...draft, source: (event.target.value || null) as CustomerSource | null })
        }
      />
      <SelectField
        label={<FormattedMessage id="crm.customers.filters.tag" />}
        name="tag"
        value={draft.tag}
        emptyLabel={intl.formatMessage({ id: 'crm.customers.filters.any' })}
        options={tagOptions.map((tag) => ({ value: tag, label: tag }))}
        isLoading={isLoadingTags}
        onChange={(event) => setDraft({ ...draft, tag: event.target.value })}
      />
      <CheckboxField
        label={<FormattedMessage id="crm.customers.filters.has-discount" />}
        name="has_discount"
        checked={draft.hasDiscount}
        onChange={(event) => setDraft({ ...draft, hasDiscount: event.target.checked })}
      />
      <CheckboxField
        label={<FormattedMessage id="crm.customers.filters.has-telegram" />}
        name="has_telegram"
        checked={draft.hasTelegram}
        onChange={(event) => setDraft({ ...draft, hasTelegram: event.target.checked })}
      />
      <div className="donut-dialog__actions">
        <Button variant="secondary" onClick={() => onApply(NO_CUSTOMER_FILTERS)}>
          <FormattedMessage id="crm.customers.filters.reset" />
        </Button>
        <Button type="submit">
          <FormattedMessage id="crm.customers.filters.apply" />
        </Button>
      </div>
    </form>
  );
}
