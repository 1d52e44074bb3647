import type { MessageLoaders } from '@donut/i18n';

/** The feature's texts, one lazy chunk per locale (merged into the app's catalog store). */
export const messageLoaders: MessageLoaders = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
  ka: () => import('./ka.json'),
};
