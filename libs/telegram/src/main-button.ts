import type { TelegramWebApp } from './web-app';

/** What Telegram's main button shows for the page's main action. */
export interface MainButtonState {
  /** The action, already in the page's language ("Place the order"). */
  text: string;
  /** False while the action cannot be taken, e.g. the form is invalid. */
  isEnabled: boolean;
  /** True while the action runs: a spinner, and presses are ignored. */
  isProgress: boolean;
}

/** Shows Telegram's main button as `state` says. Call again whenever the state changes. */
export function showMainButton(
  webApp: TelegramWebApp,
  { text, isEnabled, isProgress }: MainButtonState,
): void {
  const button = webApp.MainButton;
  button.setParams({ text, is_active: isEnabled && !isProgress, is_visible: true });
  if (isProgress) button.showProgress(false);
  else button.hideProgress();
}

/**
 * Calls `onPress` when the main button is pressed.
 * @returns the unbinding, which also hides the button: the next page shows its own or none
 */
export function bindMainButton(webApp: TelegramWebApp, onPress: () => void): () => void {
  const button = webApp.MainButton;
  // Telegram keeps every handler it was given, as for the back button: each binding is undone by its offClick.
  button.onClick(onPress);
  return () => {
    button.offClick(onPress);
    button.hideProgress();
    button.hide();
  };
}

/**
 * Gives the main button the project's brand colour and its readable text colour instead of the user's theme
 * button colour, so the native button looks like the site's own buttons.
 */
export function brandMainButton(webApp: TelegramWebApp, color: string, textColor: string): void {
  webApp.MainButton.setParams({ color, text_color: textColor });
}
