import { hydrateApp } from '@donut/app-shell';
import { catalogStore } from './i18n/catalogs';

hydrateApp(catalogStore);
