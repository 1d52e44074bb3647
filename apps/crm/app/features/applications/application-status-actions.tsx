import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiError, type ApplicationStatus } from '@donut/graphql';
import { Button, FormError } from '@donut/ui';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { RejectDialog } from './reject-dialog';

export interface ApplicationStatusActionsProps {
  number: number;
  status: ApplicationStatus;
  setStatus: (status: ApplicationStatus, reason?: string) => Promise<unknown>;
}

/** The moves from the current status: to in progress, done, or rejected with a reason asked in a dialog. */
export function ApplicationStatusActions({ number, status, setStatus }: ApplicationStatusActionsProps) {
  const intl = useIntl();
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [busy, setBusy] = useState<ApplicationStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isRejecting, setRejecting] = useState(false);

  async function move(next: ApplicationStatus) {
    setBusy(next);
    setError(null);
    try {
      await setStatus(next);
    } catch (caught) {
      if (!checkPaymentRequired(caught))
        setError(readApiError(caught).message ?? intl.formatMessage({ id: 'crm.applications.failed' }));
    } finally {
      setBusy(null);
    }
  }

  const moves = (['in_progress', 'done'] as const).filter((next) => next !== status);
  return (
    <div className="crm-inbox__actions">
      {moves.map((next) => (
        <Button key={next} variant="secondary" isLoading={busy === next} onClick={() => void move(next)}>
          <FormattedMessage id="crm.applications.move" values={{ status: next }} />
        </Button>
      ))}
      {status === 'rejected' ? null : (
        <Button variant="danger" onClick={() => setRejecting(true)}>
          <FormattedMessage id="crm.applications.reject.open" />
        </Button>
      )}
      <FormError>{error}</FormError>
      <RejectDialog
        isOpen={isRejecting}
        number={number}
        reject={(reason) => setStatus('rejected', reason)}
        onClose={() => setRejecting(false)}
      />
    </div>
  );
}
