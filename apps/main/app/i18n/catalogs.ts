import { createAppIntl } from '@donut/app-shell';
import { createCatalogStore, type MessageLoaders } from '@donut/i18n';
import { uiMessageLoaders } from '@donut/ui';
import { validationMessageLoaders } from '@donut/validation';
import { messageLoaders as about } from '../features/about/messages';
import { messageLoaders as auth } from '../features/auth/messages';
import { messageLoaders as billing } from '../features/billing/messages';
import { messageLoaders as cabinet } from '../features/cabinet/messages';
import { messageLoaders as connect } from '../features/connect/messages';
import { messageLoaders as faq } from '../features/faq/messages';
import { messageLoaders as home } from '../features/marketing/home/messages';
import { messageLoaders as marketing } from '../features/marketing/messages';
import { messageLoaders as notifications } from '../features/notifications/messages';
import { messageLoaders as profile } from '../features/profile/messages';
import { messageLoaders as projects } from '../features/projects/messages';

const app: MessageLoaders = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
  ka: () => import('./ka.json'),
};

/**
 * The app's catalogs with the shared libraries' and the features' texts, loaded per locale: the server
 * loads all three (root `middleware`), a browser only its page's (`hydrateApp`, root `clientMiddleware`).
 * The build puts each locale's JSON files in one chunk, messages-<locale> (vite.config.mts).
 */
export const catalogStore = createCatalogStore([
  uiMessageLoaders,
  validationMessageLoaders,
  about,
  auth,
  billing,
  cabinet,
  connect,
  faq,
  home,
  marketing,
  notifications,
  profile,
  projects,
  app,
]);

export const { catalogs } = catalogStore;

export const { getIntl, pageTitle } = createAppIntl(catalogs);
