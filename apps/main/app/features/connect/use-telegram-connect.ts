import { useEffect, useState } from 'react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { CreateTelegramConnectLinkDocument, GetClientDocument } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';
import { readApiMessage } from './api-message';
import { CONNECT_POLL_INTERVAL_MS, CONNECT_WAIT_LIMIT_MS } from './connect-timing';
import { openPendingWindow } from './pending-window';

export type ConnectStatus = 'idle' | 'creating' | 'waiting' | 'expired';

export interface TelegramConnect {
  status: ConnectStatus;
  /** The bot link while waiting: shown too, for when the tab did not open. */
  link: string | null;
  /** The API's text (in the page language) or null for the generic one, after a failed attempt. */
  error: { message: string | null } | null;
  start(): void;
}

/**
 * Connect: asks the API for a one-time bot link and opens it in a tab opened during the click, then
 * polls GetClient every 3 s while the page is visible, until the bot confirms (a "bot connected"
 * toast) or 15 minutes pass.
 */
export function useTelegramConnect(isConnected: boolean): TelegramConnect {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<ConnectStatus>('idle');
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<TelegramConnect['error']>(null);
  const [createLink] = useMutation(CreateTelegramConnectLinkDocument);
  const isWaiting = status === 'waiting';

  // A hidden tab is not polled; the next attempt after it shows again asks at once.
  useQuery(
    GetClientDocument,
    isWaiting
      ? {
          pollInterval: CONNECT_POLL_INTERVAL_MS,
          skipPollAttempt: () => document.visibilityState === 'hidden',
        }
      : skipToken,
  );

  useEffect(() => {
    if (!isWaiting) return;
    if (isConnected) {
      setStatus('idle');
      setLink(null);
      dispatch(toastShown({ message: { id: 'main.connect.telegram.bot-connected' }, type: 'success' }));
      return;
    }
    const timer = setTimeout(() => setStatus('expired'), CONNECT_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [isWaiting, isConnected, dispatch]);

  async function start() {
    const tab = openPendingWindow();
    setStatus('creating');
    setError(null);
    try {
      const { data } = await createLink();
      const url = data?.create_telegram_connect_link.url;
      if (!url) throw new Error('no link');
      tab?.navigate(url);
      setLink(url);
      setStatus('waiting');
    } catch (caught) {
      tab?.close();
      setLink(null);
      setError({ message: readApiMessage(caught) });
      setStatus('idle');
    }
  }

  return { status, link, error, start: () => void start() };
}
