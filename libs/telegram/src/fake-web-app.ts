import type { TelegramHost, TelegramThemeParams, TelegramWebApp } from './web-app';

/** A recorded call: the method path and its arguments, e.g. ['BackButton.show', []]. */
export type RecordedCall = [method: string, args: unknown[]];

export interface FakeWebAppOptions {
  /** Methods that throw, as old Telegram clients do. */
  failing?: string[];
  /** The user's theme. */
  themeParams?: TelegramThemeParams;
  /** Whether the user shares the phone when asked (`requestContact`); default true. */
  sharesContact?: boolean;
}

/**
 * Test double of Telegram's WebApp: records every call in order. Telegram's script is the boundary tests
 * cannot load. `pressBack()` and `pressMain()` act as the user pressing Telegram's buttons (the main button only
 * while active, as Telegram does); `changeTheme()` as the user switching the theme; `requestContact` answers as
 * the user would (`sharesContact`).
 */
export function createFakeWebApp(
  initData = 'query_id=AA&user=%7B%7D&hash=abc',
  { failing = [], themeParams = {}, sharesContact = true }: FakeWebAppOptions = {},
) {
  const calls: RecordedCall[] = [];
  const handlers = new Set<() => void>();
  const mainHandlers = new Set<() => void>();
  const themeHandlers = new Set<() => void>();
  const main = {
    text: '',
    color: '',
    textColor: '',
    isActive: true,
    isVisible: false,
    isProgressVisible: false,
  };
  const record =
    (method: string, effect?: (args: unknown[]) => void) =>
    (...args: unknown[]) => {
      calls.push([method, args]);
      if (failing.includes(method)) throw new Error(`${method} is not supported`);
      effect?.(args);
    };
  const theme = { ...themeParams };
  const webApp: TelegramWebApp = {
    initData,
    themeParams: theme,
    ready: record('ready'),
    expand: record('expand'),
    setBackgroundColor: record('setBackgroundColor'),
    setHeaderColor: record('setHeaderColor'),
    enableClosingConfirmation: record('enableClosingConfirmation'),
    disableVerticalSwipes: record('disableVerticalSwipes'),
    requestContact: record('requestContact', ([callback]) =>
      (callback as ((isShared: boolean) => void) | undefined)?.(sharesContact),
    ),
    onEvent: record('onEvent', ([, callback]) => themeHandlers.add(callback as () => void)),
    offEvent: record('offEvent', ([, callback]) => themeHandlers.delete(callback as () => void)),
    BackButton: {
      show: record('BackButton.show'),
      hide: record('BackButton.hide'),
      onClick: record('BackButton.onClick', ([callback]) => handlers.add(callback as () => void)),
      offClick: record('BackButton.offClick', ([callback]) => handlers.delete(callback as () => void)),
    },
    MainButton: {
      setParams: record('MainButton.setParams', ([params]) => {
        const { text, color, text_color, is_active, is_visible } = params as Parameters<
          TelegramWebApp['MainButton']['setParams']
        >[0];
        Object.assign(main, {
          text: text ?? main.text,
          color: color ?? main.color,
          textColor: text_color ?? main.textColor,
          isActive: is_active ?? main.isActive,
          isVisible: is_visible ?? main.isVisible,
        });
      }),
      showProgress: record('MainButton.showProgress', ([leaveActive]) => {
        main.isProgressVisible = true;
        if (leaveActive === false) main.isActive = false;
      }),
      hideProgress: record('MainButton.hideProgress', () => void (main.isProgressVisible = false)),
      hide: record('MainButton.hide', () => void (main.isVisible = false)),
      onClick: record('MainButton.onClick', ([callback]) => mainHandlers.add(callback as () => void)),
      offClick: record('MainButton.offClick', ([callback]) => mainHandlers.delete(callback as () => void)),
    },
  };
  const pressBack = () => handlers.forEach((handler) => handler());
  const pressMain = () => {
    if (main.isVisible && main.isActive) mainHandlers.forEach((handler) => handler());
  };
  const changeTheme = (next: TelegramThemeParams) => {
    Object.keys(theme).forEach((key) => delete theme[key as keyof TelegramThemeParams]);
    Object.assign(theme, next);
    themeHandlers.forEach((handler) => handler());
  };
  /** Puts the fake where Telegram's script puts the real one (`window`); returns the removal. */
  const install = (host: object = globalThis) => {
    const target = host as TelegramHost;
    target.Telegram = { WebApp: webApp };
    return () => void delete target.Telegram;
  };
  return { webApp, calls, handlers, mainHandlers, main, pressBack, pressMain, changeTheme, install };
}
