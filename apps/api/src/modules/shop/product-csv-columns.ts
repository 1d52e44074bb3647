import { SUPPORTED_LOCALES, type Locale } from '@donut/i18n';
import { translate, type ApiMessageId } from '../../i18n/translate';

/** The columns of the products' CSV in the file's order (ADR 0037): one row per variant. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'visible',
  'option1-name',
  'option1-value',
  'option2-name',
  'option2-value',
  'option3-name',
  'option3-value',
  'sku',
  'price',
  'discount-price',
  'stock',
] as const;

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The option columns by the option's place (0, 1, 2). */
export const OPTION_COLUMNS = [
  { name: 'option1-name', value: 'option1-value' },
  { name: 'option2-name', value: 'option2-value' },
  { name: 'option3-name', value: 'option3-value' },
] as const satisfies ReadonlyArray<{ name: ProductCsvColumn; value: ProductCsvColumn }>;

const HEADERS: Record<ProductCsvColumn, { id: ApiMessageId; position?: number }> = {
  id: { id: 'api.shop.csv.id' },
  name: { id: 'api.shop.csv.name' },
  description: { id: 'api.shop.csv.description' },
  category: { id: 'api.shop.csv.category' },
  visible: { id: 'api.shop.csv.visible' },
  'option1-name': { id: 'api.shop.csv.option-name', position: 1 },
  'option1-value': { id: 'api.shop.csv.option-value', position: 1 },
  'option2-name': { id: 'api.shop.csv.option-name', position: 2 },
  'option2-value': { id: 'api.shop.csv.option-value', position: 2 },
  'option3-name': { id: 'api.shop.csv.option-name', position: 3 },
  'option3-value': { id: 'api.shop.csv.option-value', position: 3 },
  sku: { id: 'api.shop.csv.sku' },
  price: { id: 'api.shop.csv.price' },
  'discount-price': { id: 'api.shop.csv.discount-price' },
  stock: { id: 'api.shop.csv.stock' },
};

/** A column's heading in the owner's language. */
export function columnTitle(locale: Locale, column: ProductCsvColumn): string {
  const { id, position } = HEADERS[column];
  return translate(locale, id, position ? { position } : {});
}

const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

// A heading is known with or without its note in brackets: "Stock (empty: not tracked)" or "Stock".
const withoutNote = (heading: string) => heading.replace(/\s*\(.*\)\s*$/, '');

/** Every heading the import knows, in any of the languages, to its column. */
const KNOWN_HEADINGS = new Map<string, ProductCsvColumn>(
  SUPPORTED_LOCALES.flatMap((locale) =>
    PRODUCT_CSV_COLUMNS.flatMap((column) => {
      const title = columnTitle(locale, column);
      return [title, withoutNote(title), column].map((heading) => [folded(heading), column] as const);
    }),
  ),
);

/** The column a heading names (in ru, en or ka, any case), or null. */
export const columnOfHeading = (heading: string): ProductCsvColumn | null =>
  KNOWN_HEADINGS.get(folded(heading)) ?? KNOWN_HEADINGS.get(folded(withoutNote(heading))) ?? null;

/** The visibility cell as the export writes it: "yes" or "no" in the owner's language. */
export const visibleCell = (locale: Locale, isVisible: boolean) =>
  translate(locale, isVisible ? 'api.shop.csv.yes' : 'api.shop.csv.no');

const YES = new Set(['1', 'true', ...SUPPORTED_LOCALES.map((locale) => folded(visibleCell(locale, true)))]);
const NO = new Set(['0', 'false', ...SUPPORTED_LOCALES.map((locale) => folded(visibleCell(locale, false)))]);

/** The visibility a cell says (yes/no in any of the languages, true/false, 1/0), or undefined when it says none. */
export function readVisible(cell: string): boolean | undefined {
  const text = folded(cell);
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return undefined;
}

/**
 * Minor units as the CSV's amount: the currency's digits after a point, no grouping and no sign, so spreadsheets in
 * any language read it and the import reads it back exactly (1250 with 2 digits is "12.50", 1500 with 0 is "1500").
 */
export function csvAmount(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const scale = 10 ** digits;
  return `${Math.trunc(minor / scale)}.${String(minor % scale).padStart(digits, '0')}`;
}
