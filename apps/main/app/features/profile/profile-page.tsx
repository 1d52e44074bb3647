import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@donut/app-shell/unsaved-changes';
import { GetClientDocument } from '@donut/graphql';
import { BasicInfoSection } from './basic-info-section';
import { DeleteAccountSection } from './delete-account-section';
import { LoginDataSection } from './login-data-section';
import { PasswordSection } from './password-section';
import { SocialSection } from './social-section';
import { useDirtyForms } from './use-dirty-forms';
import './profile.css';

/**
 * The owner's profile (spec §2): basic info, login data, password, social connections and account
 * deletion. GetClient is in the cache already (the cabinet layout loaded it), so this renders at once.
 */
export function ProfilePage() {
  const { data, error } = useQuery(GetClientDocument);
  const client = data?.client;
  // Spec §2 modal-update-warning: leaving with unsaved changes in any of the forms asks first.
  const dirtyForms = useDirtyForms();
  const guard = useUnsavedChangesGuard(dirtyForms.isDirty);

  return (
    <div className="profile">
      <h1>
        <FormattedMessage id="main.profile.title" />
      </h1>
      {client ? (
        <>
          <BasicInfoSection client={client} onDirtyChange={dirtyForms.reporter('basic')} />
          <LoginDataSection
            clientId={client.id}
            email={client.email}
            pendingEmail={client.pending_email}
            isConfirmed={client.is_confirm_email}
            needSetPassword={client.need_set_password}
            onDirtyChange={dirtyForms.reporter('email')}
          />
          <PasswordSection
            clientId={client.id}
            needSetPassword={client.need_set_password}
            // Without an e-mail the password alone would be no way in: Telegram stays (the API refuses too).
            offerTelegramUnlink={client.is_telegram_connected && client.email !== null}
            onDirtyChange={dirtyForms.reporter('password')}
          />
          <SocialSection client={client} />
          <DeleteAccountSection needSetPassword={client.need_set_password} />
        </>
      ) : error ? (
        <p role="alert">
          <FormattedMessage id="main.profile.load-error" />
        </p>
      ) : (
        <p aria-busy="true">
          <FormattedMessage id="main.profile.loading" />
        </p>
      )}
      <UnsavedChangesDialog guard={guard} />
    </div>
  );
}
