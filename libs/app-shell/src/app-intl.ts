import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import {
  documentTitle,
  FALLBACK_LOCALE,
  intlProviderProps,
  type Catalogs,
  type Locale,
  type MessageCatalog,
} from '@donut/i18n';

interface CachedIntl {
  intl: IntlShape;
  /** The catalog objects it was made from: a catalog store replaces a locale's object when it loads it. */
  messages: MessageCatalog;
  fallback: MessageCatalog;
}

type AppIntl = ReturnType<typeof createAppIntl>;

/** Each app's `createAppIntl`, by its catalogs: the pages' providers share it (see `sharedIntl`). */
const appIntls = new WeakMap<Catalogs, AppIntl>();

/**
 * react-intl outside React for one app's catalogs: page titles in `meta`, texts in loaders.
 * `catalogs` may be a catalog store's live object (see `createCatalogStore`).
 * @example const { pageTitle } = createAppIntl(catalogs); pageTitle('ka', 'main.rates.title')
 */
export function createAppIntl(catalogs: Catalogs) {
  const cache = createIntlCache();
  const intls = new Map<Locale, CachedIntl>();

  function getIntl(locale: Locale): IntlShape {
    const cached = intls.get(locale);
    if (cached && cached.messages === catalogs[locale] && cached.fallback === catalogs[FALLBACK_LOCALE])
      return cached.intl;
    const intl = createIntl(intlProviderProps(locale, catalogs), cache);
    intls.set(locale, { intl, messages: catalogs[locale], fallback: catalogs[FALLBACK_LOCALE] });
    return intl;
  }

  /** "{title} | Donut" in the locale (spec §2). */
  function pageTitle(locale: Locale, messageId?: string): string {
    return documentTitle(messageId ? getIntl(locale).formatMessage({ id: messageId }) : undefined);
  }

  const appIntl = { getIntl, pageTitle };
  appIntls.set(catalogs, appIntl);
  return appIntl;
}

/**
 * The react-intl object of a locale for the page providers (`RawIntlProvider`): one per app and locale, shared
 * by every render, so each message is parsed and its formatter built once per process instead of once per
 * request (an `IntlProvider` starts with an empty cache each time it mounts, and copies the catalogs too).
 */
export function sharedIntl(locale: Locale, catalogs: Catalogs): IntlShape {
  return (appIntls.get(catalogs) ?? createAppIntl(catalogs)).getIntl(locale);
}
