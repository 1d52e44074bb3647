import type { TelegramWebApp } from './web-app';

/** A recorded call: the method path and its arguments, e.g. ['BackButton.show', []]. */
export type RecordedCall = [method: string, args: unknown[]];

/**
 * Test double of Telegram's WebApp: records every call in order. Telegram's script is the boundary
 * tests cannot load. Pass `failing` to make some methods throw, as old Telegram clients do.
 */
export function createFakeWebApp(initData = 'query_id=AA&user=%7B%7D&hash=abc', failing: string[] = []) {
  const calls: RecordedCall[] = [];
  const handlers = new Set<() => void>();
  const record =
    (method: string, effect?: (args: unknown[]) => void) =>
    (...args: unknown[]) => {
      calls.push([method, args]);
      if (failing.includes(method)) throw new Error(`${method} is not supported`);
      effect?.(args);
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
      onClick: record('BackButton.onClick', ([callback]) => handlers.add(callback as () => void)),
      offClick: record('BackButton.offClick', ([callback]) => handlers.delete(callback as () => void)),
    },
  };
  /** Simulates the user pressing Telegram's back button. */
  const pressBack = () => handlers.forEach((handler) => handler());
  return { webApp, calls, handlers, pressBack };
}
