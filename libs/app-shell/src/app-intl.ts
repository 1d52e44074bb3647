import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { documentTitle, intlProviderProps, type Catalogs, type Locale } from '@donut/i18n';

/**
 * react-intl outside React for one app's catalogs: page titles in `meta`, texts in loaders.
 * @example const { pageTitle } = createAppIntl(catalogs); pageTitle('ka', 'main.rates.title')
 */
export function createAppIntl(catalogs: Catalogs) {
  const cache = createIntlCache();
  const intls = new Map<Locale, IntlShape>();

  function getIntl(locale: Locale): IntlShape {
    let intl = intls.get(locale);
    if (!intl) {
      intl = createIntl(intlProviderProps(locale, catalogs), cache);
      intls.set(locale, intl);
    }
    return intl;
  }

  /** "{title} | Donut" in the locale (spec §2). */
  function pageTitle(locale: Locale, messageId?: string): string {
    return documentTitle(messageId ? getIntl(locale).formatMessage({ id: messageId }) : undefined);
  }

  return { getIntl, pageTitle };
}
