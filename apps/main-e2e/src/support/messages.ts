import fs from 'node:fs';
import path from 'node:path';

export type Locale = 'ru' | 'en' | 'ka';

const root = path.resolve(__dirname, '../../../..');
// The catalogs the app ships, read as data: the journey clicks what a user of each language sees.
const folders = [
  'apps/main/app/i18n',
  'apps/main/app/features/about/messages',
  'apps/main/app/features/auth/messages',
  'apps/main/app/features/billing/messages',
  'apps/main/app/features/cabinet/messages',
  'apps/main/app/features/connect/messages',
  'apps/main/app/features/faq/messages',
  'apps/main/app/features/home/messages',
  'apps/main/app/features/marketing/messages',
  'apps/main/app/features/profile/messages',
  'apps/main/app/features/notifications/messages',
  'apps/main/app/features/projects/messages',
  'apps/api/src/i18n',
  'libs/ui/src/messages',
  'libs/validation/src/messages',
];

const catalogs = new Map<Locale, Record<string, string>>();

/** The plain text of a message (ICU placeholders filled from `values`). */
export function t(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = Object.assign({}, ...folders.map((f) => JSON.parse(fs.readFileSync(path.join(root, f, `${locale}.json`), 'utf8'))));
    catalogs.set(locale, catalog as Record<string, string>);
  }
  const text = (catalog as Record<string, string>)[id];
  if (text === undefined) throw new Error(`no message ${id} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
