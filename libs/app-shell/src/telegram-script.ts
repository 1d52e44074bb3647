import { getTelegramWebApp, type TelegramWebApp } from '@donut/telegram';

/** Telegram's own script, which defines `window.Telegram.WebApp`. */
export const TELEGRAM_SCRIPT_SRC = 'https://telegram.org/js/telegram-web-app.js';

/** Where Telegram's script keeps the launch parameters for the rest of the tab (the hash is gone after a reload). */
export const TELEGRAM_INIT_PARAMS_KEY = '__telegram__initParams';

/**
 * Telegram opens a mini app with `#tgWebAppData=...` in the address; its script stores those parameters in
 * sessionStorage for later pages of the tab. Anything else is an ordinary browser, which need not load the script.
 */
export function isTelegramLaunch(hash: string, storedInitParams: string | null): boolean {
  return hash.includes('tgWebAppData=') || Boolean(storedInitParams?.includes('tgWebAppData'));
}

function storedInitParams(): string | null {
  try {
    return window.sessionStorage.getItem(TELEGRAM_INIT_PARAMS_KEY);
  } catch {
    return null;
  }
}

let loading: Promise<TelegramWebApp | null> | null = null;

/**
 * The container's WebApp object, loading Telegram's script first when Telegram launched the page; null in an
 * ordinary browser and on the server. One load per page, however many callers ask.
 */
export function loadTelegramWebApp(): Promise<TelegramWebApp | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  const present = getTelegramWebApp();
  if (present) return Promise.resolve(present);
  if (!isTelegramLaunch(window.location.hash, storedInitParams())) return Promise.resolve(null);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = TELEGRAM_SCRIPT_SRC;
    script.async = true;
    script.onload = () => resolve(getTelegramWebApp());
    // Telegram unreachable: the app works as in a browser, without the container's extras.
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
  return loading;
}
