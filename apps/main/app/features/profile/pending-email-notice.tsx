import { readApiError } from '@donut/graphql';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button } from '@donut/ui';

export interface PendingEmailNoticeProps {
  pendingEmail: string;
  onResend: () => Promise<void>;
  onCancel: () => Promise<void>;
  isResending: boolean;
  isCancelling: boolean;
}

/** "We sent a link to …": the address waits for its link, which can be sent again or withdrawn. */
export function PendingEmailNotice({
  pendingEmail,
  onResend,
  onCancel,
  isResending,
  isCancelling,
}: PendingEmailNoticeProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>, success: string) {
    setError(null);
    try {
      await action();
      dispatch(toastShown({ message: { id: success }, type: 'success' }));
    } catch (failure) {
      // RATE_LIMITED and the like come written in the page language; a network failure has no text.
      setError(readApiError(failure).message ?? intl.formatMessage({ id: 'main.profile.error.unknown' }));
    }
  }

  return (
    <div className="profile-pending">
      <p className="profile-pending__text" role="status">
        <FormattedMessage
          id="main.profile.login.pending"
          values={{ email: pendingEmail, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <div className="profile-pending__actions">
        <Button
          variant="secondary"
          onClick={() => void run(onResend, 'main.profile.login.email-sent')}
          isLoading={isResending}
          disabled={isCancelling}
        >
          <FormattedMessage id="main.profile.login.resend" />
        </Button>
        <Button
          variant="secondary"
          onClick={() => void run(onCancel, 'main.profile.login.cancelled')}
          isLoading={isCancelling}
          disabled={isResending}
        >
          <FormattedMessage id="main.profile.login.cancel" />
        </Button>
      </div>
      {error ? (
        <p className="profile-pending__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
