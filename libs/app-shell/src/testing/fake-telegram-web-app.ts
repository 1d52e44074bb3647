/* Test helper, not exported: Telegram's WebApp object is the boundary tests cannot reach. */
import type { TelegramHost, TelegramWebApp } from '@donut/telegram';

/**
 * A recording stand-in for `window.Telegram.WebApp`: every call in order, as `['BackButton.show']`, and the
 * back button's handlers, so `pressBack()` acts as the user pressing Telegram's back button.
 */
export function createFakeTelegramWebApp(initData = 'query_id=AA&user=%7B%22id%22%3A1%7D&hash=abc') {
  const calls: string[][] = [];
  const handlers = new Set<() => void>();
  const record = (method: string, effect?: (arg: unknown) => void) => (arg?: unknown) => {
    calls.push(arg === undefined ? [method] : [method, String(arg)]);
    effect?.(arg);
  };
  const webApp: TelegramWebApp = {
    initData,
    ready: record('ready'),
    expand: record('expand'),
    setBackgroundColor: record('setBackgroundColor'),
    setHeaderColor: record('setHeaderColor'),
    enableClosingConfirmation: record('enableClosingConfirmation'),
    disableVerticalSwipes: record('disableVerticalSwipes'),
    BackButton: {
      show: record('BackButton.show'),
      hide: record('BackButton.hide'),
      onClick: (callback) => {
        calls.push(['BackButton.onClick']);
        handlers.add(callback);
      },
      offClick: (callback) => {
        calls.push(['BackButton.offClick']);
        handlers.delete(callback);
      },
    },
  };
  const pressBack = () => handlers.forEach((handler) => handler());
  /** Puts the fake where Telegram's script puts the real one; returns the removal. */
  const install = () => {
    (window as TelegramHost).Telegram = { WebApp: webApp };
    return () => delete (window as TelegramHost).Telegram;
  };
  return { webApp, calls, handlers, pressBack, install };
}
