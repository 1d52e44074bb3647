import { FormattedMessage } from 'react-intl';
import { ChangeEmailForm } from './change-email-form';
import { PendingEmailNotice } from './pending-email-notice';
import { useEmailChange } from './use-email-change';

export interface LoginDataSectionProps {
  clientId: string;
  /** Null for an owner who signed up through Telegram and has given no address yet. */
  email: string | null;
  /** An address asked for and waiting for its mailed link. */
  pendingEmail: string | null;
  isConfirmed: boolean;
  /** Spec §4 need_set_password: no password yet, so the e-mail form does not ask for one. */
  needSetPassword: boolean;
  /** Whether the e-mail form holds unsaved changes, for the page's unsaved-changes guard. */
  onDirtyChange?: (isDirty: boolean) => void;
}

/** The address the owner signs in with, the one waiting for confirmation, and the form to add or change it. */
export function LoginDataSection({
  clientId,
  email,
  pendingEmail,
  isConfirmed,
  needSetPassword,
  onDirtyChange,
}: LoginDataSectionProps) {
  const emailChange = useEmailChange(clientId);

  return (
    <section className="profile-section" aria-labelledby="profile-login-heading">
      <h2 id="profile-login-heading">
        <FormattedMessage id="main.profile.login.title" />
      </h2>
      <dl className="profile-login">
        <dt>
          <FormattedMessage id="main.profile.login.email" />
        </dt>
        <dd>{email ?? <FormattedMessage id="main.profile.login.no-email" />}</dd>
        {email ? (
          <>
            <dt>
              <FormattedMessage id="main.profile.login.status" />
            </dt>
            <dd
              className={
                isConfirmed ? 'profile-status profile-status--ok' : 'profile-status profile-status--warning'
              }
            >
              <FormattedMessage
                id={isConfirmed ? 'main.profile.login.confirmed' : 'main.profile.login.not-confirmed'}
              />
            </dd>
          </>
        ) : null}
      </dl>
      {pendingEmail ? (
        <PendingEmailNotice
          pendingEmail={pendingEmail}
          onResend={emailChange.resend}
          onCancel={emailChange.cancel}
          isResending={emailChange.isResending}
          isCancelling={emailChange.isCancelling}
        />
      ) : null}
      <ChangeEmailForm
        hasEmail={email !== null}
        hasPassword={!needSetPassword}
        onSubmitEmail={emailChange.change}
        onDirtyChange={onDirtyChange}
      />
    </section>
  );
}
