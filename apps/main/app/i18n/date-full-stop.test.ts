import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES } from '@donut/i18n';

/*
 * Russian long and medium dates end in «г.» («8 декабря 2026 г.»): a message's own full stop right after
 * such a date printed «г..» (issue 13). A sentence that ends with a date leaves the stop to the date.
 */
const APP = join(__dirname, '..');

function catalogFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogFiles(path);
    return /^(ru|en|ka)\.json$/.test(entry.name) && (dir.endsWith('messages') || dir.endsWith('i18n'))
      ? [path]
      : [];
  });
}

const DATE_STYLES = ['short', 'medium', 'long', 'full'] as const;
type DateStyle = (typeof DATE_STYLES)[number];
const asDateStyle = (style: unknown): DateStyle =>
  DATE_STYLES.includes(style as DateStyle) ? (style as DateStyle) : 'medium';

/** The date elements followed by a literal that starts with a full stop, where the date itself ends in one. */
function doubleStops(elements: MessageFormatElement[], locale: string): string[] {
  return elements.flatMap((element, index) => {
    const nested =
      element.type === TYPE.plural || element.type === TYPE.select
        ? Object.values(element.options).flatMap((option) => doubleStops(option.value, locale))
        : element.type === TYPE.tag
          ? doubleStops(element.children, locale)
          : [];
    if (element.type !== TYPE.date) return nested;
    const next = elements[index + 1];
    const style = asDateStyle(element.style);
    const printed = new Intl.DateTimeFormat(locale, { dateStyle: style }).format(
      new Date('2026-12-08T12:00:00Z'),
    );
    return next?.type === TYPE.literal && next.value.startsWith('.') && printed.endsWith('.')
      ? [`{${element.value}, date, ${style}}.`, ...nested]
      : nested;
  });
}

describe('dates inside sentences', () => {
  const files = catalogFiles(APP);

  it('finds the catalogs of every locale', () => {
    for (const locale of SUPPORTED_LOCALES)
      expect(files.some((file) => file.endsWith(`${locale}.json`))).toBe(true);
  });

  it('never follow a date that ends in a full stop with another one', () => {
    const found = files.flatMap((file) => {
      const locale = file.slice(-'ru.json'.length, -'.json'.length);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return Object.entries(catalog).flatMap(([id, message]) =>
        doubleStops(parse(message), locale).map((where) => `${relative(APP, file)} ${id}: ${where}`),
      );
    });
    expect(found).toEqual([]);
  });
});
