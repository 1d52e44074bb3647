import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { Modal } from '@donut/ui';
import { CustomerForm } from './customer-form';
import { emptyCustomerValues } from './customer-form-values';
import { useCreateCustomer } from './use-create-customer';

export interface CreateCustomerDialogProps {
  isOpen: boolean;
  project: { id: string; locale?: string | null };
  /** The CRM's language, for a project that has none of its own. */
  locale: Locale;
  tagSuggestions: readonly string[];
  onClose: () => void;
}

/** "Add a client": the customer form, empty but for the project's language, then the new customer's card. */
export function CreateCustomerDialog({
  isOpen,
  project,
  locale,
  tagSuggestions,
  onClose,
}: CreateCustomerDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreateCustomer(project.id);
  return (
    <Modal
      id="modal-customer-create"
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'crm.customers.create.title' })}
      onClose={onClose}
    >
      {isOpen ? (
        <CustomerForm
          initialValues={emptyCustomerValues(project.locale ?? null, locale)}
          save={create}
          onSaved={(customer) => navigate(routeHref('crm', 'adminCustomer', { id: customer.id }))}
          onCancel={onClose}
          submitLabel={<FormattedMessage id="crm.customers.create.submit" />}
          tagSuggestions={tagSuggestions}
        />
      ) : null}
    </Modal>
  );
}
