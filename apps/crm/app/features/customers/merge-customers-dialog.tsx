import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiError, type CustomerFieldsFragment } from '@donut/graphql';
import { Button, FormError, Modal, TextField } from '@donut/ui';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { MergeSummary } from './merge-summary';
import { customerTitle } from './customer-title';
import { useMergeCandidates } from './use-merge-candidates';

export interface MergeCustomersDialogProps {
  projectId: string;
  customer: CustomerFieldsFragment;
  /** MergeCustomers: the merged customer. */
  merge: (targetId: string, sourceId: string) => Promise<CustomerFieldsFragment>;
  onMerged: (merged: CustomerFieldsFragment, removedId: string) => void;
  onClose: () => void;
}

/**
 * "Merge with another client": find the other record of the same person, choose whose data leads, see what the
 * merged customer keeps, confirm. Rendered only while open.
 */
export function MergeCustomersDialog({
  projectId,
  customer,
  merge,
  onMerged,
  onClose,
}: MergeCustomersDialogProps) {
  const intl = useIntl();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [other, setOther] = useState<CustomerFieldsFragment | null>(null);
  const [keepsThis, setKeepsThis] = useState(true);
  const [isMerging, setMerging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkPaymentRequired = usePaymentRequiredCheck();
  const { candidates, isLoading, hasError } = useMergeCandidates(projectId, customer.id, search);
  const [target, source] = other ? (keepsThis ? [customer, other] : [other, customer]) : [customer, null];

  async function confirm() {
    if (!source) return;
    setMerging(true);
    setError(null);
    try {
      onMerged(await merge(target.id, source.id), source.id);
    } catch (caught) {
      setMerging(false);
      if (!checkPaymentRequired(caught))
        setError(readApiError(caught).message ?? intl.formatMessage({ id: 'crm.customers.failed' }));
    }
  }

  return (
    <Modal
      id="modal-customer-merge"
      isOpen
      size="wide"
      title={intl.formatMessage({ id: 'crm.customers.merge.title' }, { name: customerTitle(customer, intl) })}
      onClose={isMerging ? () => undefined : onClose}
    >
      <TextField
        label={<FormattedMessage id="crm.customers.merge.search" />}
        hint={<FormattedMessage id="crm.customers.search-hint" />}
        name="merge-search"
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset className="crm-merge__candidates" aria-busy={isLoading || undefined}>
        <legend id={listId}>
          <FormattedMessage id="crm.customers.merge.choose" />
        </legend>
        {hasError ? (
          <p role="alert">
            <FormattedMessage id="crm.customers.load-failed" />
          </p>
        ) : candidates === null ? (
          <p role="status">
            <FormattedMessage id="crm.customers.loading" />
          </p>
        ) : candidates.length === 0 ? (
          <p role="status">
            <FormattedMessage id="crm.customers.merge.none" />
          </p>
        ) : (
          candidates.map((candidate) => (
            <label key={candidate.id} className="donut-checkbox__row crm-merge__candidate">
              <input
                className="donut-checkbox__input"
                type="radio"
                name="merge-other"
                checked={other?.id === candidate.id}
                onChange={() => setOther(candidate)}
              />
              <span>
                <strong>{customerTitle(candidate, intl)}</strong>{' '}
                <span className="crm-merge__contacts">
                  {[candidate.phone, candidate.email].filter(Boolean).join(' · ')}
                </span>
              </span>
            </label>
          ))
        )}
      </fieldset>
      {other && source ? (
        <>
          <fieldset className="crm-merge__keep">
            <legend>
              <FormattedMessage id="crm.customers.merge.keep" />
            </legend>
            {[customer, other].map((option) => (
              <label key={option.id} className="donut-checkbox__row">
                <input
                  className="donut-checkbox__input"
                  type="radio"
                  name="merge-keep"
                  checked={target.id === option.id}
                  onChange={() => setKeepsThis(option.id === customer.id)}
                />
                {customerTitle(option, intl)}
              </label>
            ))}
          </fieldset>
          <MergeSummary target={target} source={source} />
        </>
      ) : null}
      <FormError>{error}</FormError>
      <div className="donut-dialog__actions">
        <Button variant="secondary" disabled={isMerging} onClick={onClose}>
          <FormattedMessage id="crm.customers.form.cancel" />
        </Button>
        <Button disabled={!source} isLoading={isMerging} onClick={confirm}>
          <FormattedMessage id="crm.customers.merge.confirm" />
        </Button>
      </div>
    </Modal>
  );
}
