import type { Catalogs, MessageLoaders } from '@donut/i18n';
import en from './messages/en.json';
import ka from './messages/ka.json';
import ru from './messages/ru.json';

/**
 * Texts of every validation message per locale, keyed by descriptor id (for the API server and tests).
 * Merge them into an app's catalogs with `mergeCatalogs` of `@donut/i18n`.
 */
export const validationCatalogs: Catalogs = { ru, en, ka };

/** The same texts as a lazy chunk per locale, for an app's catalog store: a browser loads one locale. */
export const validationMessageLoaders: MessageLoaders = {
  ru: () => import('./messages/ru.json'),
  en: () => import('./messages/en.json'),
  ka: () => import('./messages/ka.json'),
};
