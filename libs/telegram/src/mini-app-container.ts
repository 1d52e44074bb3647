import type { TelegramWebApp } from './web-app';

/** Background and header colour inside the container (spec §1: white). */
export const MINI_APP_COLOR = '#ffffff';

/**
 * Applies spec §1 to the container: white background and header, full height, confirmation
 * before closing, no vertical swipes (they would close the app while the user scrolls).
 *
 * Each step runs on its own: an older Telegram client may refuse one (hex header colours need
 * Bot API 6.9 and throw before it, vertical swipes need 7.7), and that must not keep the others
 * from applying. `ready()` comes last so Telegram shows the app already styled.
 * @returns the steps that failed, by method name (empty when all applied)
 */
export function setupMiniAppContainer(webApp: TelegramWebApp): string[] {
  const failed: string[] = [];
  const steps: Array<[string, () => void]> = [
    ['setBackgroundColor', () => webApp.setBackgroundColor(MINI_APP_COLOR)],
    ['setHeaderColor', () => webApp.setHeaderColor(MINI_APP_COLOR)],
    ['expand', () => webApp.expand()],
    ['enableClosingConfirmation', () => webApp.enableClosingConfirmation()],
    ['disableVerticalSwipes', () => webApp.disableVerticalSwipes()],
    ['ready', () => webApp.ready()],
  ];
  for (const [name, step] of steps) {
    try {
      step();
    } catch {
      failed.push(name);
    }
  }
  return failed;
}
