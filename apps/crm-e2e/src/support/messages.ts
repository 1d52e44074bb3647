import { messageReader } from '@donut/e2e';

export type { Locale } from '@donut/e2e';

// The catalogs the CRM journeys read, so they click what a user of each language sees.
const folders = [
  'apps/main/app/i18n',
  'apps/main/app/features/auth/messages',
  'apps/main/app/features/cabinet/messages',
  'apps/main/app/features/notifications/messages',
  'apps/main/app/features/projects/messages',
  'apps/crm/app/i18n',
  'apps/crm/app/features/admin-home/messages',
  'apps/crm/app/features/settings/messages',
  'apps/crm/app/features/services/messages',
  'apps/crm/app/features/paywall/messages',
  'apps/api/src/i18n',
  'libs/ui/src/messages',
  'libs/validation/src/messages',
];

export const t = messageReader(folders);
