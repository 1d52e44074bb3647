import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { documentTitle, intlProviderProps, mergeCatalogs, type Locale } from '@donut/i18n';
import { uiCatalogs } from '@donut/ui';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

/** The app's catalogs with the shared libraries' texts. */
export const catalogs = mergeCatalogs(uiCatalogs, { ru, en, ka });

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** react-intl outside React: page titles in `meta`, texts in loaders. */
export function getIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(intlProviderProps(locale, catalogs), cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** "{title} | Donut" in the locale (spec §2). */
export function pageTitle(locale: Locale, messageId?: string): string {
  return documentTitle(messageId ? getIntl(locale).formatMessage({ id: messageId }) : undefined);
}
