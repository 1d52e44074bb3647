import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import type { ApplicationStatus } from '@donut/graphql';
import { Button, Modal, SelectField } from '@donut/ui';
import { DateRangeFields, orderedDays } from '../../shared/list/date-range-fields';
import {
  APPLICATION_STATUSES,
  NO_APPLICATION_FILTERS,
  type ApplicationListFilters,
} from './application-list-state';
import { useServiceChoices } from './use-service-choices';

export interface ApplicationFiltersDialogProps {
  isOpen: boolean;
  projectId: string;
  filters: ApplicationListFilters;
  onApply: (filters: ApplicationListFilters) => void;
  onClose: () => void;
}

/** modal-filters of the inbox: status, service and the days sent. Mounted only while open, from the list's filters. */
export function ApplicationFiltersDialog({ isOpen, onClose, ...props }: ApplicationFiltersDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      id={MODAL_IDS.filters}
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'crm.applications.filters.title' })}
      onClose={onClose}
    >
      {isOpen ? <FiltersForm {...props} /> : null}
    </Modal>
  );
}

function FiltersForm({
  projectId,
  filters,
  onApply,
}: Omit<ApplicationFiltersDialogProps, 'isOpen' | 'onClose'>) {
  const intl = useIntl();
  const [draft, setDraft] = useState(filters);
  const services = useServiceChoices(projectId);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(orderedDays(draft));
  }

  return (
    <form className="crm-inbox__dialog-form" onSubmit={handleSubmit} noValidate>
      <SelectField
        label={<FormattedMessage id="crm.applications.filters.status" />}
        name="status"
        value={draft.status ?? ''}
        emptyLabel={intl.formatMessage({ id: 'crm.applications.filters.any' })}
        options={APPLICATION_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage({ id: 'crm.applications.status' }, { status }),
        }))}
        onChange={(event) =>
          setDraft({ ...draft, status: (event.target.value || null) as ApplicationStatus | null })
        }
      />
      <SelectField
        label={<FormattedMessage id="crm.applications.filters.service" />}
        name="service"
        value={draft.serviceId}
        emptyLabel={intl.formatMessage({ id: 'crm.applications.filters.any' })}
        options={services.services}
        isLoading={services.isLoading}
        onChange={(event) => setDraft({ ...draft, serviceId: event.target.value })}
      />
      <DateRangeFields
        className="crm-inbox__dates"
        range={draft}
        fromLabel={<FormattedMessage id="crm.applications.filters.from" />}
        toLabel={<FormattedMessage id="crm.applications.filters.to" />}
        onChange={(range) => setDraft({ ...draft, ...range })}
      />
      <div className="donut-dialog__actions">
        <Button variant="secondary" onClick={() => onApply(NO_APPLICATION_FILTERS)}>
          <FormattedMessage id="crm.applications.filters.reset" />
        </Button>
        <Button type="submit">
          <FormattedMessage id="crm.applications.filters.apply" />
        </Button>
      </div>
    </form>
  );
}
