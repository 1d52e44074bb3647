import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Telegram's script (telegram-web-app.js) as a recording stand-in: Telegram's servers are the boundary the suites
 * cannot reach. Like the real one, it reads the launch parameters (`tgWebAppData`, the init data) from the
 * address's hash; its theme is a light one on a grey background, which the apps must not take. Serialized into the
 * page, so it uses nothing from this module's scope.
 */
export function fakeTelegramScript() {
  const calls: string[] = [];
  const backHandlers = new Set<() => void>();
  const mainHandlers = new Set<() => void>();
  const params = new URLSearchParams(window.location.hash.slice(1));
  const record = (name: string) => (arg?: unknown) =>
    void calls.push(arg === undefined ? name : `${name}:${String(arg)}`);
  const webApp = {
    initData: params.get('tgWebAppData') ?? '',
    themeParams: {
      bg_color: '#efeff4',
      text_color: '#000000',
      hint_color: '#6d6d72',
      button_color: '#3390ec',
    },
    ready: record('ready'),
    expand: record('expand'),
    setBackgroundColor: record('setBackgroundColor'),
    setHeaderColor: record('setHeaderColor'),
    enableClosingConfirmation: record('enableClosingConfirmation'),
    disableVerticalSwipes: record('disableVerticalSwipes'),
    requestContact: (callback?: (sent: boolean) => void) => {
      calls.push('requestContact');
      callback?.(true);
    },
    onEvent: () => undefined,
    offEvent: () => undefined,
    BackButton: {
      isVisible: false,
      show: () => void (webApp.BackButton.isVisible = true),
      hide: () => void (webApp.BackButton.isVisible = false),
      onClick: (handler: () => void) => void backHandlers.add(handler),
      offClick: (handler: () => void) => void backHandlers.delete(handler),
    },
    MainButton: {
      params: {} as Record<string, unknown>,
      setParams: (next: Record<string, unknown>) => void Object.assign(webApp.MainButton.params, next),
      showProgress: () => undefined,
      hideProgress: () => undefined,
      hide: () => void (webApp.MainButton.params.is_visible = false),
      onClick: (handler: () => void) => void mainHandlers.add(handler),
      offClick: (handler: () => void) => void mainHandlers.delete(handler),
    },
  };
  Object.assign(window, {
    Telegram: { WebApp: webApp },
    telegramCalls: calls,
    pressTelegramBack: () => backHandlers.forEach((handler) => handler()),
    // As Telegram does, the main button answers only while shown and active.
    pressTelegramMain: () => {
      const { is_visible, is_active } = webApp.MainButton.params;
      if (is_visible === true && is_active !== false) mainHandlers.forEach((handler) => handler());
    },
  });
}

/** The stand-in's main button as the page set it (text, visibility, activity). */
export const miniAppMainButton = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { Telegram: { WebApp: { MainButton: { params: Record<string, unknown> } } } })
        .Telegram.WebApp.MainButton.params,
  );

/** A press on the stand-in's main button, which answers only while shown and active. */
export const pressMiniAppMainButton = (page: Page) =>
  page.evaluate(() => (window as unknown as { pressTelegramMain: () => void }).pressTelegramMain());

/** The Telegram methods the page has called so far (e.g. `enableClosingConfirmation`). */
export const miniAppCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { telegramCalls: string[] }).telegramCalls);

/** Serves the stand-in wherever the page asks for Telegram's script. */
export function routeTelegramScript(page: Page) {
  return page.route('https://telegram.org/js/telegram-web-app.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${fakeTelegramScript.toString()})();` }),
  );
}

/**
 * Init data as Telegram signs it for a Mini App of the bot with `botToken` (written independently of the apps'
 * code): the sorted `key=value` lines, HMAC-SHA256 keyed with HMAC-SHA256("WebAppData", token).
 */
export function signedInitData(botToken: string, user: Record<string, unknown>): string {
  const fields: Record<string, string> = {
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000)),
    chat_type: 'private',
    chat_instance: '-4012345678901234567',
  };
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** The hash a Mini App is opened with: its init data and the client's version, as Telegram appends them. */
export const telegramLaunchHash = (initData: string) =>
  `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0`;
