import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import type { DeliveryKind, OrderStatus } from '@donut/graphql';
import { Button, Modal, SelectField } from '@donut/ui';
import { DateRangeFields, orderedDays } from '../../shared/list/date-range-fields';
import { DELIVERY_KINDS, NO_ORDER_FILTERS, ORDER_STATUSES, type OrderListFilters } from './order-list-state';

export interface OrderFiltersDialogProps {
  isOpen: boolean;
  filters: OrderListFilters;
  onApply: (filters: OrderListFilters) => void;
  onClose: () => void;
}

/** modal-filters of the order book: status, delivery and the days placed. Mounted only while open. */
export function OrderFiltersDialog({ isOpen, onClose, ...props }: OrderFiltersDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      id={MODAL_IDS.filters}
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'crm.orders.filters.title' })}
      onClose={onClose}
    >
      {isOpen ? <FiltersForm {...props} /> : null}
    </Modal>
  );
}

function FiltersForm({ filters, onApply }: Pick<OrderFiltersDialogProps, 'filters' | 'onApply'>) {
  const intl = useIntl();
  const [draft, setDraft] = useState(filters);
  const any = intl.formatMessage({ id: 'crm.orders.filters.any' });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(orderedDays(draft));
  }

  return (
    <form className="crm-inbox__dialog-form" onSubmit={handleSubmit} noValidate>
      <SelectField
        label={<FormattedMessage id="crm.orders.filters.status" />}
        name="status"
        value={draft.status ?? ''}
        emptyLabel={any}
        options={ORDER_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage({ id: 'crm.orders.status' }, { status }),
        }))}
        onChange={(event) =>
          setDraft({ ...draft, status: (event.target.value || null) as OrderStatus | null })
        }
      />
      <SelectField
        label={<FormattedMessage id="crm.orders.filters.delivery" />}
        name="delivery"
        value={draft.delivery ?? ''}
        emptyLabel={any}
        options={DELIVERY_KINDS.map((kind) => ({
          value: kind,
          label: intl.formatMessage({ id: 'crm.orders.delivery-kind' }, { kind }),
        }))}
        onChange={(event) =>
          setDraft({ ...draft, delivery: (event.target.value || null) as DeliveryKind | null })
        }
      />
      <DateRangeFields
        className="crm-inbox__dates"
        range={draft}
        fromLabel={<FormattedMessage id="crm.orders.filters.from" />}
        toLabel={<FormattedMessage id="crm.orders.filters.to" />}
        onChange={(range) => setDraft({ ...draft, ...range })}
      />
      <div className="donut-dialog__actions">
        <Button variant="secondary" onClick={() => onApply(NO_ORDER_FILTERS)}>
          <FormattedMessage id="crm.orders.filters.reset" />
        </Button>
        <Button type="submit">
          <FormattedMessage id="crm.orders.filters.apply" />
        </Button>
      </div>
    </form>
  );
}
