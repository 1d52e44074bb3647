import { SUPPORTED_LOCALES, type Locale } from './locales';
import type { Catalogs, MessageCatalog } from './messages';

/** A lazy import of one locale's JSON catalog, e.g. `() => import('./ka.json')`. */
export type MessageLoader = () => Promise<{ default: MessageCatalog }>;

/**
 * One source's catalogs (an app, a feature, a shared library) as a lazy import per locale: the
 * bundler turns each into a separate chunk, so a browser downloads its page's language only.
 */
export type MessageLoaders = Record<Locale, MessageLoader>;

export interface CatalogStore {
  /**
   * The app's catalogs, filled locale by locale. A locale's object stays empty until
   * `loadCatalog` has run and is then replaced, never mutated: a cache keyed by it stays correct.
   */
  readonly catalogs: Catalogs;
  /** Loads and merges the locale's messages of every source; a second call shares the first one's work. */
  loadCatalog(locale: Locale): Promise<void>;
  loadAllCatalogs(): Promise<void>;
}

/** A live catalog store over several sources; later sources win, as with `mergeCatalogs`. */
export function createCatalogStore(sources: readonly MessageLoaders[]): CatalogStore {
  const catalogs: Catalogs = { ru: {}, en: {}, ka: {} };
  const loads = new Map<Locale, Promise<void>>();

  function loadCatalog(locale: Locale): Promise<void> {
    let load = loads.get(locale);
    if (!load) {
      load = Promise.all(sources.map((source) => source[locale]())).then((modules) => {
        catalogs[locale] = Object.assign({}, ...modules.map((module) => module.default));
      });
      // A failed download (offline, a new deployment's chunks) is retried by the next call.
      load.catch(() => loads.delete(locale));
      loads.set(locale, load);
    }
    return load;
  }

  async function loadAllCatalogs(): Promise<void> {
    await Promise.all(SUPPORTED_LOCALES.map(loadCatalog));
  }

  return { catalogs, loadCatalog, loadAllCatalogs };
}
