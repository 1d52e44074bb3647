import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { DisconnectTelegramDocument } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button } from '@donut/ui';
import type { MissingSignIn } from './sign-in-methods';

export interface TelegramConnectionProps {
  clientId: string;
  isConnected: boolean;
  /** What the owner lacks to sign in without Telegram; while anything is, the API refuses to disconnect it. */
  missing: MissingSignIn | null;
}

/** Telegram: disconnect when connected; connecting happens on the Integrations page, through the Donut bot. */
export function TelegramConnection({ clientId, isConnected, missing }: TelegramConnectionProps) {
  const { locale } = useParams();
  const dispatch = useAppDispatch();
  const [disconnect, { loading }] = useMutation(DisconnectTelegramDocument, {
    update: (cache) => cache.modify({ id: cache.identify({ __typename: 'Client', id: clientId }), fields: { is_telegram_connected: () => false } }),
  });

  async function handleDisconnect() {
    try {
      await disconnect();
      dispatch(toastShown({ message: { id: 'main.profile.social.telegram-disconnected' }, type: 'success' }));
    } catch {
      // Spec §8 has one text for every failure; the error itself is logged by the Apollo client.
      dispatch(toastShown({ message: { id: 'main.profile.social.telegram-disconnect-failed' }, type: 'error' }));
    }
  }

  return (
    <li className="profile-social__item">
      <span className="profile-social__name">
        <FormattedMessage id="main.profile.social.telegram" />
      </span>
      <span className="profile-social__status">
        <FormattedMessage id={isConnected ? 'main.profile.social.connected' : 'main.profile.social.not-connected'} />
      </span>
      {isConnected ? (
        <>
          <Button variant="secondary" onClick={handleDisconnect} isLoading={loading} disabled={missing !== null}>
            <FormattedMessage id="main.profile.social.disconnect" />
          </Button>
          {missing ? (
            <p className="profile-social__note">
              <FormattedMessage
                id="main.profile.social.telegram-needs-sign-in"
                values={{ missing, link: (chunks) => <Link to={`/${locale}/client/profile#profile-login-heading`}>{chunks}</Link> }}
              />
            </p>
          ) : null}
        </>
      ) : (
        <>
          <Link className="donut-button donut-button--secondary" to={`/${locale}/client/connect`}>
            <FormattedMessage id="main.profile.social.connect" />
          </Link>
          <p className="profile-social__note">
            <FormattedMessage id="main.profile.social.telegram-how-to-connect" />
          </p>
        </>
      )}
    </li>
  );
}
