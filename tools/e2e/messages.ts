import fs from 'node:fs';
import path from 'node:path';

export type Locale = 'ru' | 'en' | 'ka';

const root = path.resolve(__dirname, '../..');

/**
 * `t(locale, id, values)` over the catalogs an app ships, read as data from `folders` (relative to the
 * repository): a journey clicks what a user of each language sees. Simple `{name}` placeholders only.
 */
export function messageReader(folders: readonly string[]) {
  const catalogs = new Map<Locale, Record<string, string>>();
  return function t(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
    let catalog = catalogs.get(locale);
    if (!catalog) {
      catalog = Object.assign(
        {},
        ...folders.map((folder) =>
          JSON.parse(fs.readFileSync(path.join(root, folder, `${locale}.json`), 'utf8')),
        ),
      ) as Record<string, string>;
      catalogs.set(locale, catalog);
    }
    const text = catalog[id];
    if (text === undefined) throw new Error(`no message ${id} in ${locale}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}
