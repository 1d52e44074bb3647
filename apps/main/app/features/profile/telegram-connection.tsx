import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { links, publicEnv } from '@donut/app-shell';
import { DisconnectTelegramDocument } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button } from '@donut/ui';

export interface TelegramConnectionProps {
  clientId: string;
  isConnected: boolean;
  /** Without a password Telegram is the only way in, and the API refuses to disconnect it. */
  needSetPassword: boolean;
  /** The owner's link token: opening the Donut Mini App with it links this Telegram account. */
  telegramToken: string | null;
}

/** The Donut bot's Mini App, started with the owner's link token. */
export function telegramConnectUrl(bot: string, token: string): string {
  return links().path('main', `https://t.me/${bot}?startapp=${encodeURIComponent(token)}`, { external: true });
}

/** Telegram: disconnect when connected; connecting happens in the Donut bot, not here. */
export function TelegramConnection({ clientId, isConnected, needSetPassword, telegramToken }: TelegramConnectionProps) {
  const bot = publicEnv().telegramBot;
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
        <>
          {bot && telegramToken ? (
            <a className="donut-button donut-button--secondary" href={telegramConnectUrl(bot, telegramToken)} target="_blank" rel="noreferrer">
              <FormattedMessage id="main.profile.social.connect" />
            </a>
          ) : null}
          <p className="profile-social__note">
            <FormattedMessage id="main.profile.social.telegram-how-to-connect" />
          </p>
        </>
      )}
    </li>
  );
}
