import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { DisconnectTelegramDocument } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button } from '@donut/ui';

export interface TelegramConnectionProps {
  clientId: string;
  isConnected: boolean;
  /** Without a password Telegram is the only way in, and the API refuses to disconnect it. */
  needSetPassword: boolean;
}

/** Telegram: disconnect when connected; connecting happens in the Donut bot, not here. */
export function TelegramConnection({ clientId, isConnected, needSetPassword }: TelegramConnectionProps) {
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
          <Button variant="secondary" onClick={handleDisconnect} isLoading={loading} disabled={needSetPassword}>
            <FormattedMessage id="main.profile.social.disconnect" />
          </Button>
          {needSetPassword ? (
            <p className="profile-social__note">
              <FormattedMessage id="main.profile.social.telegram-needs-password" />
            </p>
          ) : null}
        </>
      ) : (
        <p className="profile-social__note">
          <FormattedMessage id="main.profile.social.telegram-how-to-connect" />
        </p>
      )}
    </li>
  );
}
