import { useCallback, useEffect, useState } from 'react';
import type { CustomerSession } from '@donut/app-shell/customer-session';

/** How often the page asks whether the sign-in was confirmed in the bot. */
export const BOT_POLL_INTERVAL_MS = 2_000;

export type BotSignInState =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'waiting'; link: string; pollToken: string; expiresAt: number; isTabOpen: boolean }
  | { step: 'confirmed' }
  | { step: 'expired' }
  /** The project has no bot connected (`NOT_AVAILABLE`): the option goes away. */
  | { step: 'unavailable' }
  | { step: 'failed'; message: string | null };

/** A browser tab opened at once on the press (a tab opened after a network call is blocked as a pop-up). */
export interface PendingTab {
  go(url: string): void;
  close(): void;
}

export function openBlankTab(): PendingTab | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The bot's page must not reach back into this one.
  tab.opener = null;
  return { go: (url) => tab.location.replace(url), close: () => tab.close() };
}

export interface BotSignInOptions {
  session: Pick<CustomerSession, 'startBotSignIn' | 'pollBotSignIn'>;
  openTab?: () => PendingTab | null;
  now?: () => number;
}

/**
 * The web sign-in through the project's bot (ADR 0029): a link into the bot, opened in a new tab, then a poll every
 * 2 s until the Telegram user confirms there (the answer signs the page in), the link expires, or the client
 * cancels. A poll the network loses is tried again at the next tick.
 */
export function useBotSignIn({ session, openTab = openBlankTab, now = Date.now }: BotSignInOptions) {
  const [state, setState] = useState<BotSignInState>({ step: 'idle' });

  const start = useCallback(async () => {
    const tab = openTab();
    setState({ step: 'starting' });
    const result = await session.startBotSignIn();
    if (!result.ok) {
      tab?.close();
      if (result.error.code === 'NOT_AVAILABLE') return setState({ step: 'unavailable' });
      return setState({ step: 'failed', message: result.error.message || null });
    }
    const { link, poll_token, expires_at } = result.data;
    tab?.go(link);
    setState({
      step: 'waiting',
      link,
      pollToken: poll_token,
      expiresAt: expires_at * 1000,
      isTabOpen: tab !== null,
    });
  }, [session, openTab]);

  const cancel = useCallback(() => setState({ step: 'idle' }), []);

  const pollToken = state.step === 'waiting' ? state.pollToken : null;
  const expiresAt = state.step === 'waiting' ? state.expiresAt : 0;
  useEffect(() => {
    if (!pollToken) return undefined;
    let isActive = true;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (now() >= expiresAt) return setState({ step: 'expired' });
      const result = await session.pollBotSignIn(pollToken);
      if (!isActive) return;
      if (result.ok && result.data.status === 'confirmed') return setState({ step: 'confirmed' });
      if (!result.ok && result.error.code === 'TOKEN_INVALID') return setState({ step: 'expired' });
      timer = setTimeout(tick, BOT_POLL_INTERVAL_MS);
    };
    timer = setTimeout(tick, BOT_POLL_INTERVAL_MS);
    return () => {
      isActive = false;
      clearTimeout(timer);
    };
  }, [pollToken, expiresAt, session, now]);

  return { state, start, cancel };
}
