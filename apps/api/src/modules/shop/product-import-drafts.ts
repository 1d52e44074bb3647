import { validationMessages, type MessageDescriptor } from '@donut/validation';
import type { ProductOption } from '../../db/schema';
import type { ApiMessageId } from '../../i18n/translate';
import { OPTION_COLUMNS, readVisible, type ProductCsvColumn } from './product-csv-columns';
import type { ImportRow } from './product-import-file';

/** Why a row is refused, before it is put in the owner's language: an API message or a field's message. */
export type ProblemText =
  { api: ApiMessageId; values?: Record<string, string | number> } | { field: MessageDescriptor };

export interface RowProblem {
  line: number;
  column: ProductCsvColumn | null;
  text: ProblemText;
}

/** The rows of one product in the file, in their order, and what is wrong with them so far. */
export interface Draft {
  rows: ImportRow[];
  first: ImportRow;
  problems: RowProblem[];
}

const folded = (text: string) => text.toLocaleLowerCase();

/**
 * The file's products: rows with a product ID belong to that product; rows without one belong to the product of
 * their name (ADR 0037). Products keep the order of their first rows.
 */
export function groupRows(rows: readonly ImportRow[]): Draft[] {
  const drafts = new Map<string, Draft>();
  for (const row of rows) {
    const { id, name } = row.cells;
    const key = id ? `id:${folded(id)}` : name ? `name:${name}` : `line:${row.line}`;
    const draft = drafts.get(key);
    if (draft) draft.rows.push(row);
    else drafts.set(key, { rows: [row], first: row, problems: [] });
  }
  return [...drafts.values()];
}

export const problem = (line: number, column: ProductCsvColumn | null, text: ProblemText): RowProblem => ({
  line,
  column,
  text,
});

/** The product's own cells repeat on each of its rows; a later row may leave them empty, not say otherwise. */
export function checkProductCells(draft: Draft): void {
  const { first } = draft;
  const same: Record<'name' | 'description' | 'category' | 'visible', (a: string, b: string) => boolean> = {
    name: (a, b) => a === b,
    description: (a, b) => a === b,
    category: (a, b) => folded(a) === folded(b),
    visible: (a, b) => readVisible(a) === readVisible(b),
  };
  for (const row of draft.rows.slice(1))
    for (const [column, isSame] of Object.entries(same) as Array<[keyof typeof same, typeof same.name]>) {
      const cell = row.cells[column];
      if (cell && !isSame(cell, first.cells[column]))
        draft.problems.push(
          problem(row.line, column, { api: 'api.shop.import.differs', values: { line: first.line } }),
        );
    }
}

/** The option columns the product uses, in order: the places its first row names (an empty place is skipped). */
export const optionPlaces = (draft: Draft) =>
  OPTION_COLUMNS.filter((columns) => draft.first.cells[columns.name]);

/**
 * The product's options: the names its first row gives (empty places skipped), each with its values. An option
 * the product already has (same name, same place) keeps its values in their order and gains the file's new ones
 * at the end; values are matched whatever their case. Rows that name another option, leave a value out or give a
 * value without an option are problems of those rows.
 */
export function draftOptions(draft: Draft, existing: readonly ProductOption[]): ProductOption[] {
  for (const row of draft.rows)
    for (const columns of OPTION_COLUMNS) {
      const name = row.cells[columns.name];
      const value = row.cells[columns.value];
      const own = draft.first.cells[columns.name];
      if (name && folded(name) !== folded(own))
        draft.problems.push(
          problem(row.line, columns.name, {
            api: 'api.shop.import.differs',
            values: { line: draft.first.line },
          }),
        );
      else if (own && !value)
        draft.problems.push(problem(row.line, columns.value, { field: validationMessages.required }));
      else if (!own && value)
        draft.problems.push(problem(row.line, columns.value, { api: 'api.shop.import.option-without-name' }));
    }
  return optionPlaces(draft).map((place, index) => {
    const name = draft.first.cells[place.name];
    const kept =
      existing[index] && folded(existing[index].name) === folded(name) ? existing[index].values : [];
    const values = [...kept];
    for (const row of draft.rows) {
      const value = row.cells[place.value];
      if (value && !values.some((known) => folded(known) === folded(value))) values.push(value);
    }
    return { name, values };
  });
}

/** A row's option values, in the order of the product's options. */
export const rowOptionValues = (row: ImportRow, draft: Draft): string[] =>
  optionPlaces(draft).map((place) => row.cells[place.value]);

/** Rows not refused for their own reason are refused with their product, pointing at the first refused row. */
export function refuseWholeProduct(draft: Draft): void {
  if (!draft.problems.length) return;
  const line = Math.min(...draft.problems.map((found) => found.line));
  const refused = new Set(draft.problems.map((found) => found.line));
  for (const row of draft.rows)
    if (!refused.has(row.line))
      draft.problems.push(problem(row.line, null, { api: 'api.shop.import.with-row', values: { line } }));
}
