import Papa from 'papaparse';

// Excel opens a cell that starts like a formula as one (OWASP "CSV injection"); the export puts an apostrophe
// before such text, and the import takes that apostrophe away again.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as spreadsheets read it: quoted when it holds a separator, a quote or a line break, and with a
 * leading apostrophe when text starts like a formula (=, +, -, @), so a name typed as "=HYPERLINK(...)" stays
 * text in the owner's spreadsheet.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as a CSV file: comma-separated cells, CRLF lines, and a BOM so Excel reads the UTF-8 (Georgian, Russian). */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A cell as the owner typed it: the export's formula guard taken off. */
const unguarded = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

export type CsvReading = { ok: true; records: string[][] } | { ok: false; record: number };

/**
 * The records of a CSV text as spreadsheets write it: comma-, semicolon- (Excel in Russian) or tab-separated,
 * guessed from the text; quoted cells may hold separators and line breaks. A record is a spreadsheet row, so a
 * record's index + 1 is the row number the owner sees. Empty records are kept as [''] to keep that numbering.
 * Unbalanced quotes answer the (1-based) record where reading failed.
 */
export function readCsv(text: string): CsvReading {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) return { ok: false, record: (broken.row ?? 0) + 1 };
  return { ok: true, records: parsed.data.map((record) => record.map(unguarded)) };
}
