import type { TelegramWebApp } from './web-app';

/** Route name of the client projects list, the one page whose back button is conditional. */
export const CLIENT_PROJECTS_ROUTE = 'client-projects';

export interface BackButtonContext {
  /** Name of the current route. */
  routeName: string;
  /** Whether a back-url was stored, e.g. by the page that sent the user to the projects list. */
  hasStoredBackUrl: boolean;
}

/**
 * Spec §2 "Back behaviour": inside the container the back button is always shown, except on the
 * client projects list (the cabinet's start page, where "back" would leave the app) unless a
 * stored back-url gives it somewhere to go.
 */
export function shouldShowBackButton({ routeName, hasStoredBackUrl }: BackButtonContext): boolean {
  return routeName === CLIENT_PROJECTS_ROUTE ? hasStoredBackUrl : true;
}

/**
 * Shows or hides Telegram's back button and, while shown, calls `onBack` when it is pressed.
 * @returns a function that unbinds the handler (call it before binding again, e.g. on navigation)
 */
export function bindBackButton(webApp: TelegramWebApp, visible: boolean, onBack: () => void): () => void {
  const button = webApp.BackButton;
  if (!visible) {
    button.hide();
    return () => undefined;
  }
  // Telegram keeps every handler it was given; without offClick each navigation would add one more.
  button.onClick(onBack);
  button.show();
  return () => button.offClick(onBack);
}
