import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { readApiError, type CustomerFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { Button, DeleteWarningDialog, FormError } from '@donut/ui';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { CustomerDetails } from './customer-details';
import { CustomerForm } from './customer-form';
import { customerFormValues } from './customer-form-values';
import { CustomerTags } from './customer-tags';
import { CustomerTimeline } from './customer-timeline';
import { customerTitle } from './customer-title';
import { MergeCustomersDialog } from './merge-customers-dialog';
import type { CustomerActions } from './use-customer';

export interface CustomerCardProps {
  project: { id: string; timezone: string };
  customer: CustomerFieldsFragment;
  actions: CustomerActions;
  tagSuggestions: readonly string[];
  /** Blocks of other areas (the customer's applications), shown before the timeline. */
  extra?: ReactNode;
}

type Dialog = 'delete' | 'merge' | null;

/**
 * A customer's card: who they are and how to reach them, their tags (saved as they change), the edit form, the
 * merge with another record of the same person, deletion after modal-delete-warning, and the timeline with notes.
 */
export function CustomerCard({ project, customer, actions, tagSuggestions, extra }: CustomerCardProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [isEditing, setEditing] = useState(false);
  const [status, setStatus] = useState<'saved' | 'merged' | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = customerTitle(customer, intl);
  // A customer deleted or merged away here leaves the cache once this card has left the screen.
  const removedOnLeave = useRef<string | null>(null);
  const { forget } = actions;
  useEffect(
    () => () => {
      if (removedOnLeave.current) forget(removedOnLeave.current);
    },
    [forget],
  );

  async function confirmDelete() {
    setDeleting(true);
    setError(null);
    try {
      await actions.remove();
      removedOnLeave.current = customer.id;
      await navigate(routeHref('crm', 'adminCustomers', {}));
    } catch (caught) {
      setDeleting(false);
      setDialog(null);
      if (!checkPaymentRequired(caught))
        setError(readApiError(caught).message ?? intl.formatMessage({ id: 'crm.customers.failed' }));
    }
  }

  async function handleMerged(merged: CustomerFieldsFragment, removedId: string) {
    setDialog(null);
    setStatus('merged');
    if (merged.id === customer.id) {
      actions.forget(removedId);
      return;
    }
    removedOnLeave.current = removedId;
    await navigate(routeHref('crm', 'adminCustomer', { id: merged.id }));
  }

  return (
    <article className="crm-customer-card" aria-labelledby="customer-heading">
      <p>
        <Link to={routeHref('crm', 'adminCustomers', {})}>
          <FormattedMessage id="crm.customers.back" />
        </Link>
      </p>
      <div className="crm-customers__header">
        <h1 id="customer-heading">{title}</h1>
        {isEditing ? null : (
          <div className="crm-customers__tools">
            <Button
              variant="secondary"
              onClick={() => {
                setStatus(null);
                setEditing(true);
              }}
            >
              <FormattedMessage id="crm.customers.edit" />
            </Button>
            <Button variant="secondary" onClick={() => setDialog('merge')}>
              <FormattedMessage id="crm.customers.merge.open" />
            </Button>
            <Button variant="danger" onClick={() => setDialog('delete')}>
              <FormattedMessage id="crm.customers.delete" />
            </Button>
          </div>
        )}
      </div>
      <FormError>{error}</FormError>
      <p role="status">
        {status ? <FormattedMessage id="crm.customers.status" values={{ status }} /> : null}
      </p>
      {isEditing ? (
        <section className="crm-customer-card__block" aria-labelledby="customer-edit-heading">
          <h2 id="customer-edit-heading">
            <FormattedMessage id="crm.customers.edit-title" />
          </h2>
          <CustomerForm
            initialValues={customerFormValues(customer)}
            save={actions.update}
            onSaved={() => {
              setEditing(false);
              setStatus('saved');
            }}
            onCancel={() => setEditing(false)}
            submitLabel={<FormattedMessage id="crm.customers.save" />}
            tagSuggestions={tagSuggestions}
          />
        </section>
      ) : (
        <div className="crm-customer-card__block">
          <CustomerDetails customer={customer} timeZone={project.timezone} />
          <CustomerTags customer={customer} update={actions.update} suggestions={tagSuggestions} />
        </div>
      )}
      {extra}
      <CustomerTimeline projectId={project.id} customerId={customer.id} timeZone={project.timezone} />
      <DeleteWarningDialog
        isOpen={dialog === 'delete'}
        title={<FormattedMessage id="crm.customers.delete-title" values={{ name: title }} />}
        isLoading={isDeleting}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
      >
        <FormattedMessage id="crm.customers.delete-text" />
      </DeleteWarningDialog>
      {dialog === 'merge' ? (
        <MergeCustomersDialog
          projectId={project.id}
          customer={customer}
          merge={actions.merge}
          onMerged={handleMerged}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
}
