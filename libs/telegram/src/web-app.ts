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
  /** The user's Telegram theme (colours as `#rrggbb`); may be empty, e.g. in Telegram Web before it knows. */
  readonly themeParams: TelegramThemeParams;
  /** `themeChanged` fires when the user switches the theme while the app is open. */
  onEvent(event: 'themeChanged', callback: () => void): void;
  offEvent(event: 'themeChanged', callback: () => void): void;
  readonly BackButton: TelegramBackButton;
  readonly MainButton: TelegramMainButton;
  /**
   * Asks the user to share their phone number with the bot (Bot API 6.9): Telegram's own popup. The bot receives
   * the contact as a message; `callback` learns whether the user shared it. Missing in older clients.
   */
  requestContact?(callback?: (isShared: boolean) => void): void;
}

/** The theme colours Telegram passes (Bot API `ThemeParams`); the ones this product reads. */
export interface TelegramThemeParams {
  bg_color?: string;
  text_color?: string;
  hint_color?: string;
  link_color?: string;
  button_color?: string;
  button_text_color?: string;
  secondary_bg_color?: string;
}

/** Telegram's native back button in the mini-app header. */
export interface TelegramBackButton {
  show(): void;
  hide(): void;
  onClick(callback: () => void): void;
  offClick(callback: () => void): void;
}

/** Telegram's native button at the bottom of the mini-app, for the page's main action. */
export interface TelegramMainButton {
  /** Sets several properties at once; a property left out keeps its value. */
  setParams(params: {
    text?: string;
    color?: string;
    text_color?: string;
    is_active?: boolean;
    is_visible?: boolean;
  }): void;
  /** A spinner on the button; `leaveActive` false also makes it inactive meanwhile. */
  showProgress(leaveActive?: boolean): void;
  hideProgress(): void;
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
