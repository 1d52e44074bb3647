import { createCatalogStore, type MessageLoaders } from '@donut/i18n';
import { uiMessageLoaders } from '@donut/ui/page';
// Its own entry: the library's index would bring the schemas (and yup) into every page.
import { validationMessageLoaders } from '@donut/validation/catalogs';
import { app } from './catalogs';

const customer: MessageLoaders = {
  ru: () => import('./customer/ru.json'),
  en: () => import('./customer/en.json'),
  ka: () => import('./customer/ka.json'),
};

/**
 * The site's texts plus those only the client's own pages use (the cabinet and its sign-in, the cart and the
 * checkout, with the forms' checks): a browser downloads the latter with those pages (`CustomerIntl`), in a chunk
 * of their own, customer-messages-<locale>, so the site's pages do not carry them. A module of its own, so that
 * the store and its loaders are not in the chunk every page loads (`catalogs.ts`) either.
 */
export const customerCatalogStore = createCatalogStore([
  uiMessageLoaders,
  app,
  validationMessageLoaders,
  customer,
]);
