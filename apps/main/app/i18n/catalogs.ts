import { createAppIntl } from '@donut/app-shell';
import { mergeCatalogs } from '@donut/i18n';
import { uiCatalogs } from '@donut/ui';
import { validationCatalogs } from '@donut/validation';
import { messages as about } from '../features/about/messages';
import { messages as auth } from '../features/auth/messages';
import { messages as billing } from '../features/billing/messages';
import { messages as cabinet } from '../features/cabinet/messages';
import { messages as connect } from '../features/connect/messages';
import { messages as faq } from '../features/faq/messages';
import { messages as home } from '../features/home/messages';
import { messages as marketing } from '../features/marketing/messages';
import { messages as notifications } from '../features/notifications/messages';
import { messages as profile } from '../features/profile/messages';
import { messages as projects } from '../features/projects/messages';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

/** The app's catalogs with the shared libraries' and the features' texts. */
export const catalogs = mergeCatalogs(uiCatalogs, validationCatalogs, about, auth, billing, cabinet, connect, faq, home, marketing, notifications, profile, projects, { ru, en, ka });

export const { getIntl, pageTitle } = createAppIntl(catalogs);
