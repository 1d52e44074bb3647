import { and, asc, eq, sql } from 'drizzle-orm';
import { validationMessages, withValues } from '@donut/validation';
import type { Db } from '../../db/database';
import { employees, productCategories, products, projectServices, serviceCategories } from '../../db/schema';
import { invalidInput } from '../../core/domain-error';

/** The most ids one reorder or bulk change takes. */
export const CATALOGUE_BULK_MAX = 500;

/** The tables kept in the owner's order (each has project_id, id and position): the catalogues' and employees. */
export type OrderedTable =
  | typeof projectServices
  | typeof serviceCategories
  | typeof products
  | typeof productCategories
  | typeof employees;

/** Refuses a list of ids that is too long or names one twice, under the field `ids`. */
export function checkBulkIds(ids: readonly string[]): void {
  if (ids.length > CATALOGUE_BULK_MAX)
    throw invalidInput({
      ids: withValues(validationMessages.max, { length: CATALOGUE_BULK_MAX, items: 'items' }),
    });
  if (new Set(ids).size !== ids.length) throw invalidInput({ ids: validationMessages.unique });
}

/** The position after the project's last row: new rows go to the end. */
export async function nextPosition(tx: Db, table: OrderedTable, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)`.mapWith(Number) })
    .from(table)
    .where(eq(table.projectId, projectId));
  return row.next;
}

/**
 * Puts `ids` in the given order in the places they held among the project's rows, so a subset (one category, one
 * page) can be reordered alone; rows are numbered 0, 1, 2... so equal positions never leave the order undecided.
 * The project's rows are locked first: two reorders at once apply one after the other. An id the project does
 * not have is a field error and changes nothing.
 */
export async function reorderRows(db: Db, table: OrderedTable, projectId: string, ids: readonly string[]) {
  checkBulkIds(ids);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id, position: table.position })
      .from(table)
      .where(eq(table.projectId, projectId))
      .orderBy(asc(table.position), asc(table.id))
      .for('update');
    const positionOf = new Map(rows.map((row) => [row.id, row.position]));
    if (ids.some((id) => !positionOf.has(id))) throw invalidInput({ ids: validationMessages.invalid });
    const moving = new Set(ids);
    let next = 0;
    const order = rows.map((row) => (moving.has(row.id) ? ids[next++] : row.id));
    for (const [position, id] of order.entries()) {
      if (positionOf.get(id) === position) continue;
      await tx
        .update(table)
        .set({ position })
        .where(and(eq(table.projectId, projectId), eq(table.id, id)));
    }
  });
}
