import type { Catalogs } from '@donut/i18n';
import en from './messages/en.json';
import ka from './messages/ka.json';
import ru from './messages/ru.json';

/**
 * Texts of every validation message per locale, keyed by descriptor id. Merge them into an app's
 * catalogs with `mergeCatalogs` of `@donut/i18n`.
 */
export const validationCatalogs: Catalogs = { ru, en, ka };
