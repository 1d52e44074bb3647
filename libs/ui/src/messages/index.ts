import type { MessageLoaders } from '@donut/i18n';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

/** Texts of the design system's own components (for tests and other eager readers). */
export const uiCatalogs = { ru, en, ka };

/** The same texts as a lazy chunk per locale, for an app's catalog store: a browser loads one locale. */
export const uiMessageLoaders: MessageLoaders = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
  ka: () => import('./ka.json'),
};
