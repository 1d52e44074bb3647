import { useMutation } from '@apollo/client/react';
import { DisconnectTelegramDocument } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';

/**
 * DisconnectTelegram with the spec's §8 notices; the owner shows as not connected at once. The profile and the
 * Integrations page both offer it; the notices' texts are in the connect catalog.
 */
export function useDisconnectTelegram(clientId: string) {
  const dispatch = useAppDispatch();
  const [disconnect, { loading }] = useMutation(DisconnectTelegramDocument, {
    update: (cache) =>
      cache.modify({
        id: cache.identify({ __typename: 'Client', id: clientId }),
        fields: { is_telegram_connected: () => false },
      }),
  });

  async function handleDisconnect() {
    try {
      await disconnect();
      dispatch(toastShown({ message: { id: 'main.connect.telegram.disconnected' }, type: 'success' }));
    } catch {
      // One text for every failure (spec §8); the error itself is logged by the Apollo client.
      dispatch(toastShown({ message: { id: 'main.connect.telegram.disconnect-failed' }, type: 'error' }));
    }
  }

  return { disconnect: () => void handleDisconnect(), isDisconnecting: loading };
}
