import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { GetClientDocument } from '@donut/graphql';
import { BasicInfoSection } from './basic-info-section';
import { DeleteAccountSection } from './delete-account-section';
import { LoginDataSection } from './login-data-section';
import { PasswordSection } from './password-section';
import { SocialSection } from './social-section';
import './profile.css';

/**
 * The owner's profile (spec §2): basic info, login data, password, social connections and account
 * deletion. GetClient is in the cache already (the cabinet layout loaded it), so this renders at once.
 */
export function ProfilePage() {
  const { data, error } = useQuery(GetClientDocument);
  const client = data?.client;

  return (
    <div className="profile">
      <h1>
        <FormattedMessage id="main.profile.title" />
      </h1>
      {client ? (
        <>
          <BasicInfoSection client={client} />
          <LoginDataSection email={client.email} isConfirmed={client.is_confirm_email} />
          <PasswordSection clientId={client.id} needSetPassword={client.need_set_password} />
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
    </div>
  );
}
