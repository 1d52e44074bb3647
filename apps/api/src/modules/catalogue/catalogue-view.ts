import { SITE_LANGUAGES } from '@donut/validation';
import type { CategoryWithCount } from './catalogue-categories';

/** Stored translations as the contract lists them: one entry per language, in the product's language order. */
export function translationList<T>(byLanguage: Record<string, T>) {
  return SITE_LANGUAGES.filter((language) => byLanguage[language]).map((language) => ({
    language,
    ...byLanguage[language],
  }));
}

/** A category as the owner's lists show it, with the count of what it holds. */
export const categoryView = (row: CategoryWithCount) => ({
  id: row.id,
  name: row.name,
  translations: translationList(row.translations),
  is_visible: row.isVisible,
});
