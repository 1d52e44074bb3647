import { createAppIntl } from '@donut/app-shell';
import { mergeCatalogs } from '@donut/i18n';
import { uiCatalogs } from '@donut/ui';
import { validationCatalogs } from '@donut/validation';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

/** The CRM's catalogs with the shared libraries' texts. */
export const catalogs = mergeCatalogs(uiCatalogs, validationCatalogs, { ru, en, ka });

export const { getIntl, pageTitle } = createAppIntl(catalogs);
