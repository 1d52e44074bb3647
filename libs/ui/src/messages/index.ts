import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

/** Texts of the design system's own components, merged into each app's catalogs. */
export const uiCatalogs = { ru, en, ka };
