import { createAppIntl } from '@donut/app-shell';
import { createCatalogStore, type MessageLoaders } from '@donut/i18n';
import { uiMessageLoaders } from '@donut/ui/page';
// Its own entry: the library's index would bring the schemas (and yup) into every page.
import { validationMessageLoaders } from '@donut/validation/catalogs';

const app: MessageLoaders = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
  ka: () => import('./ka.json'),
};

const customer: MessageLoaders = {
  ru: () => import('./customer/ru.json'),
  en: () => import('./customer/en.json'),
  ka: () => import('./customer/ka.json'),
};

/**
 * The client view's catalogs with the shared libraries' texts, loaded per locale: the server loads all
 * three (root `middleware`), a browser only its page's (`hydrateApp`, root `clientMiddleware`).
 * The build puts each locale's JSON files in one chunk, messages-<locale> (vite.config.mts).
 */
export const catalogStore = createCatalogStore([uiMessageLoaders, app]);

export const { catalogs } = catalogStore;

export const { getIntl, pageTitle } = createAppIntl(catalogs);

/**
 * The site's texts plus those only the client's own pages use (the cabinet and its sign-in, with the forms'
 * checks): a browser downloads the latter with those pages (`CustomerIntl`), in a chunk of their own,
 * customer-messages-<locale>, so the site's pages do not carry them.
 */
export const customerCatalogStore = createCatalogStore([
  uiMessageLoaders,
  app,
  validationMessageLoaders,
  customer,
]);
