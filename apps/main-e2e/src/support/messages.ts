import { messageReader } from '@donut/e2e';

export type { Locale } from '@donut/e2e';

// The catalogs the main site journeys read, so they click what a user of each language sees.
const folders = [
  'apps/main/app/i18n',
  'apps/main/app/features/about/messages',
  'apps/main/app/features/auth/messages',
  'apps/main/app/features/billing/messages',
  'apps/main/app/features/cabinet/messages',
  'apps/main/app/features/connect/messages',
  'apps/main/app/features/faq/messages',
  'apps/main/app/features/marketing/home/messages',
  'apps/main/app/features/marketing/messages',
  'apps/main/app/features/profile/messages',
  'apps/main/app/features/notifications/messages',
  'apps/main/app/features/projects/messages',
  'apps/api/src/i18n',
  'libs/ui/src/messages',
  'libs/validation/src/messages',
];

export const t = messageReader(folders);
