import { catalogStore } from './app/i18n/catalogs';
import { customerCatalogStore } from './app/i18n/customer-catalogs';

// A browser loads its page's locale only; unit tests render in any of them, so all three are loaded first.
beforeAll(() => Promise.all([catalogStore.loadAllCatalogs(), customerCatalogStore.loadAllCatalogs()]));
