import { createAppIntl } from '@donut/app-shell';
import { createCatalogStore, type MessageLoaders } from '@donut/i18n';
import { uiMessageLoaders } from '@donut/ui/page';

/** The site's own texts (every page); `customer-catalogs.ts` adds the client's pages' texts to them. */
export const app: MessageLoaders = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
  ka: () => import('./ka.json'),
};

/**
 * The client view's catalogs with the shared libraries' texts, loaded per locale: the server loads all
 * three (root `middleware`), a browser only its page's (`hydrateApp`, root `clientMiddleware`).
 * The build puts each locale's JSON files in one chunk, messages-<locale> (vite.config.mts).
 */
export const catalogStore = createCatalogStore([uiMessageLoaders, app]);

export const { catalogs } = catalogStore;

export const { getIntl, pageTitle } = createAppIntl(catalogs);
