import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuthApi } from '@donut/app-shell';
import { toastShown, useAppDispatch } from '@donut/store';

/** Spec §2/§4: confirm via the link sent at registration, or get a new one. */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const authApi = useAuthApi();
  const dispatch = useAppDispatch();
  const [isSending, setIsSending] = useState(false);

  async function handleResend() {
    setIsSending(true);
    const result = await authApi.resendConfirmation();
    setIsSending(false);
    dispatch(
      result.ok
        ? toastShown({ message: { id: 'main.cabinet.confirm.sent', values: { email } }, type: 'success' })
        : toastShown({
            message: { id: 'main.cabinet.server-text', values: { text: result.error.message } },
            type: 'error',
          }),
    );
  }

  return (
    <div className="cabinet__notice" role="region" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">
        <FormattedMessage id="main.cabinet.confirm.title" />
      </h2>
      <p>
        <FormattedMessage id="main.cabinet.confirm.text" values={{ email: <strong>{email}</strong> }} />
      </p>
      <button
        type="button"
        className="donut-button donut-button--primary"
        onClick={handleResend}
        disabled={isSending}
        aria-busy={isSending}
      >
        <FormattedMessage id="main.cabinet.confirm.resend" />
      </button>
    </div>
  );
}
