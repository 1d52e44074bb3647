import { useEffect, useRef } from 'react';
import { bindMainButton, showMainButton } from '@donut/telegram';
import { useTelegramWebApp } from './use-telegram-web-app';

export interface MainButtonOptions {
  /** The page's main action, in the page's language (`intl.formatMessage(...)`). */
  text: string;
  /** Called when the button is pressed; the latest one given is called. */
  onClick: () => void;
  /** False while the action cannot be taken (e.g. the form is invalid). Default true. */
  isEnabled?: boolean;
  /** True while the action runs: a spinner, and presses are ignored (no double submit). Default false. */
  isProgress?: boolean;
}

/**
 * Telegram's main button for the page's main action (a checkout, an application, a booking), inside the
 * project's Mini App: shown with `text` while the page is mounted, enabled and in progress as told, calling
 * `onClick` when pressed; hidden and unbound when the page goes. In an ordinary browser (and on the server,
 * and until Telegram's script has loaded) it does nothing: the page's own button is the action there.
 * @returns whether Telegram's button stands for the action now, e.g. to leave out the page's own
 * @example
 * const isInTelegram = useMainButton({
 *   text: intl.formatMessage(checkoutMessages.submit),
 *   onClick: () => void formik.submitForm(),
 *   isEnabled: formik.isValid,
 *   isProgress: formik.isSubmitting,
 * });
 */
export function useMainButton({
  text,
  onClick,
  isEnabled = true,
  isProgress = false,
}: MainButtonOptions): boolean {
  const webApp = useTelegramWebApp();
  const latest = useRef({ onClick, isEnabled, isProgress });
  useEffect(() => {
    latest.current = { onClick, isEnabled, isProgress };
  });

  useEffect(() => {
    if (!webApp) return undefined;
    // Telegram may deliver a press that raced the state change that disabled the button: the latest state decides.
    return bindMainButton(webApp, () => {
      const { onClick: handle, isEnabled: enabled, isProgress: running } = latest.current;
      if (enabled && !running) handle();
    });
  }, [webApp]);

  useEffect(() => {
    if (webApp) showMainButton(webApp, { text, isEnabled, isProgress });
  }, [webApp, text, isEnabled, isProgress]);

  return webApp !== null;
}
