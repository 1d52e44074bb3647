import { FormattedMessage } from 'react-intl';

export interface LoginDataSectionProps {
  /** Null for an owner who signed up through Telegram and has given no address yet. */
  email: string | null;
  isConfirmed: boolean;
}

/** The address the owner signs in with; changing it is not offered, so it is text, not a field. */
export function LoginDataSection({ email, isConfirmed }: LoginDataSectionProps) {
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
            <dd className={isConfirmed ? 'profile-status profile-status--ok' : 'profile-status profile-status--warning'}>
              <FormattedMessage id={isConfirmed ? 'main.profile.login.confirmed' : 'main.profile.login.not-confirmed'} />
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
