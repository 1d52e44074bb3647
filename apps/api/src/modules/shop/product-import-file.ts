import type { Locale } from '@donut/i18n';
import { readCsv } from '../../core/csv';
import { DomainError } from '../../core/domain-error';
import type { ApiMessageId } from '../../i18n/translate';
import { readUploadBytes, UploadTooLargeError, type UploadedFile } from '../files/read-upload';
import {
  columnOfHeading,
  columnTitle,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from './product-csv-columns';

/** The largest file the import reads: about 5 000 rows of a typical catalogue, read in well under a second. */
export const PRODUCT_IMPORT_MAX_BYTES = 1024 * 1024;
/** The most rows (variants) one import takes: what one transaction writes within the request's time. */
export const PRODUCT_IMPORT_MAX_ROWS = 2000;

/** A row of the file: its number as spreadsheets count (the heading is row 1) and its cells by column, trimmed. */
export interface ImportRow {
  line: number;
  cells: Record<ProductCsvColumn, string>;
}

export interface ImportFile {
  rows: ImportRow[];
  /** Headings the import does not know: their columns are left out. */
  ignoredColumns: string[];
}

const refuse = (id: ApiMessageId, values: Record<string, string | number> = {}) =>
  new DomainError('BAD_USER_INPUT', id, values);

/** The file's text: UTF-8 (with or without a BOM), as "CSV UTF-8" in Excel and every other program writes it. */
function textOf(content: Buffer): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    if (text.includes('\u0000')) throw new TypeError('binary');
    return text;
  } catch {
    throw refuse('api.shop.import.not-utf8');
  }
}

/** Which column each heading is; every column but the product's id must be there, each once. */
function readHeadings(headings: string[], locale: Locale) {
  const columns: Array<ProductCsvColumn | null> = headings.map(columnOfHeading);
  for (const column of PRODUCT_CSV_COLUMNS) {
    if (columns.filter((found) => found === column).length > 1)
      throw refuse('api.shop.import.column-twice', { column: columnTitle(locale, column) });
  }
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => column !== 'id' && !columns.includes(column));
  if (missing.length)
    throw refuse('api.shop.import.missing-columns', {
      count: missing.length,
      columns: new Intl.ListFormat(locale, { type: 'unit' }).format(
        missing.map((column) => columnTitle(locale, column)),
      ),
    });
  const ignoredColumns = headings
    .filter((heading, at) => !columns[at] && heading.trim())
    .map((h) => h.trim());
  return { columns, ignoredColumns };
}

/**
 * Reads the owner's file within its bounds: at most PRODUCT_IMPORT_MAX_BYTES of UTF-8 text, a heading row that
 * names the columns (in ru, en or ka, in any order) and at most PRODUCT_IMPORT_MAX_ROWS rows. Anything else is
 * refused as a whole, before a row is looked at; empty rows are skipped but keep their numbers.
 */
export async function readImportFile(upload: Promise<unknown>, locale: Locale): Promise<ImportFile> {
  let content: Buffer;
  try {
    ({ content } = await readUploadBytes(upload as Promise<UploadedFile>, PRODUCT_IMPORT_MAX_BYTES));
  } catch (error) {
    if (!(error instanceof UploadTooLargeError)) throw error;
    throw new DomainError('PAYLOAD_TOO_LARGE', 'api.shop.import.too-large', {
      size: PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024,
    });
  }
  const reading = readCsv(textOf(content));
  if (!reading.ok) throw refuse('api.shop.import.unreadable', { line: reading.record });
  const [headings = [], ...records] = reading.records;
  if (!headings.some((heading) => heading.trim())) throw refuse('api.shop.import.empty');
  const { columns, ignoredColumns } = readHeadings(headings, locale);
  const rows: ImportRow[] = [];
  for (const [index, record] of records.entries()) {
    if (!record.some((cell) => cell.trim())) continue;
    if (rows.length === PRODUCT_IMPORT_MAX_ROWS)
      throw refuse('api.shop.import.too-many-rows', { max: PRODUCT_IMPORT_MAX_ROWS });
    const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])) as ImportRow['cells'];
    columns.forEach((column, at) => {
      if (column) cells[column] = (record[at] ?? '').trim();
    });
    rows.push({ line: index + 2, cells });
  }
  if (!rows.length) throw refuse('api.shop.import.empty');
  return { rows, ignoredColumns };
}
