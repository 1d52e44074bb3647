import type { TelegramWebApp } from './web-app';

/** Route name of the client projects list, the owner's start page in the main app. */
export const CLIENT_PROJECTS_ROUTE = 'client-projects';

/** Route name of the client view's site home, where a project's Mini App opens for its end clients. */
export const SITE_HOME_ROUTE = 'project-home';

/**
 * The start pages, whose back button is conditional. Spec §2 names the client projects list, the main app's
 * start page; the project's Mini App (the client view) starts on the site's home, where a back button that
 * always showed would lead to the same page again (its last resort is `/`, which is the home).
 */
export const START_ROUTES: readonly string[] = [CLIENT_PROJECTS_ROUTE, SITE_HOME_ROUTE];

/** Whether `routeName` is a start page (see `START_ROUTES`). */
export const isStartRoute = (routeName: string): boolean => START_ROUTES.includes(routeName);

export interface BackButtonContext {
  /** Name of the current route. */
  routeName: string;
  /** Whether a back-url was stored, e.g. by the page that sent the user to the projects list. */
  hasStoredBackUrl: boolean;
}

/**
 * Spec §2 "Back behaviour": inside the container the back button is always shown, except on a start page
 * (the cabinet's client projects list, the site's home: "back" would leave the app) unless a stored back-url
 * gives it somewhere to go.
 */
export function shouldShowBackButton({ routeName, hasStoredBackUrl }: BackButtonContext): boolean {
  return isStartRoute(routeName) ? hasStoredBackUrl : true;
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
