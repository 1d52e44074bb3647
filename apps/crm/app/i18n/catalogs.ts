import { createAppIntl } from '@donut/app-shell';
import { createCatalogStore, type MessageLoaders } from '@donut/i18n';
import { uiMessageLoaders } from '@donut/ui';
import { validationMessageLoaders } from '@donut/validation';
import { messageLoaders as adminHome } from '../features/admin-home/messages';
import { messageLoaders as applications } from '../features/applications/messages';
import { messageLoaders as customers } from '../features/customers/messages';
import { messageLoaders as orders } from '../features/orders/messages';
import { messageLoaders as paywall } from '../features/paywall/messages';
import { messageLoaders as products } from '../features/products/messages';
import { messageLoaders as projectBot } from '../features/project-bot/messages';
import { messageLoaders as services } from '../features/services/messages';
import { messageLoaders as settings } from '../features/settings/messages';
import { messageLoaders as shopSettings } from '../features/shop-settings/messages';
import { messageLoaders as site } from '../features/site/messages';

const app: MessageLoaders = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
  ka: () => import('./ka.json'),
};

/**
 * The CRM's catalogs with the shared libraries' and the features' texts, loaded per locale: the server
 * loads all three (root `middleware`), a browser only its page's (`hydrateApp`, root `clientMiddleware`).
 * The build puts each locale's JSON files in one chunk, messages-<locale> (vite.config.mts).
 */
export const catalogStore = createCatalogStore([
  uiMessageLoaders,
  validationMessageLoaders,
  adminHome,
  customers,
  services,
  products,
  applications,
  orders,
  shopSettings,
  settings,
  site,
  projectBot,
  paywall,
  app,
]);

export const { catalogs } = catalogStore;

export const { getIntl, pageTitle } = createAppIntl(catalogs);
