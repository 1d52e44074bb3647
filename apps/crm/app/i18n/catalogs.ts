import { createAppIntl } from '@donut/app-shell';
import { mergeCatalogs } from '@donut/i18n';
import { uiCatalogs } from '@donut/ui';
import { validationCatalogs } from '@donut/validation';
import { messages as adminHome } from '../features/admin-home/messages';
import { messages as paywall } from '../features/paywall/messages';
import { messages as settings } from '../features/settings/messages';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

/** The CRM's catalogs with the shared libraries' and the features' texts. */
export const catalogs = mergeCatalogs(uiCatalogs, validationCatalogs, adminHome, settings, paywall, { ru, en, ka });

export const { getIntl, pageTitle } = createAppIntl(catalogs);
