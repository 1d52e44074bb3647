/**
 * The part of Telegram's `window.Telegram.WebApp` this product uses. Telegram's script
 * (telegram-web-app.js) defines it; we only type what we call, so a fake can stand in for tests.
 */
export interface TelegramWebApp {
  /** Signed launch data; empty when the page is not opened as a mini-app. */
  readonly initData: string;
  /** Tells Telegram the app is ready to be shown (hides its loading placeholder). */
  ready(): void;
  /** Expands the mini-app to the full available height. */
  expand(): void;
  setBackgroundColor(color: string): void;
  setHeaderColor(color: string): void;
  enableClosingConfirmation(): void;
  disableVerticalSwipes(): void;
  readonly BackButton: TelegramBackButton;
}

/** Telegram's native back button in the mini-app header. */
export interface TelegramBackButton {
  show(): void;
  hide(): void;
  onClick(callback: () => void): void;
  offClick(callback: () => void): void;
}

/** Where Telegram's script puts the WebApp object. */
export interface TelegramHost {
  Telegram?: { WebApp?: TelegramWebApp };
}

/**
 * The mini-app container, or null when the page is not running inside one. Telegram's script
 * defines `Telegram.WebApp` in any browser once loaded; only non-empty init data proves that
 * Telegram actually launched the page.
 */
export function getTelegramWebApp(win: TelegramHost = globalThis as TelegramHost): TelegramWebApp | null {
  const webApp = win.Telegram?.WebApp;
  return webApp && typeof webApp.initData === 'string' && webApp.initData.length > 0 ? webApp : null;
}
