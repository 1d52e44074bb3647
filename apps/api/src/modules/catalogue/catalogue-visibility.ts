import { and, eq, inArray, ne } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import type { products, projectServices } from '../../db/schema';
import { checkBulkIds } from './catalogue-order';

/**
 * Shows or hides the given items of a catalogue (services or products) on the project's site; ids the project does
 * not have are ignored. Answers how many changed.
 */
export async function setVisibility(
  db: Db,
  table: typeof projectServices | typeof products,
  projectId: string,
  ids: readonly string[],
  isVisible: boolean,
): Promise<number> {
  checkBulkIds(ids);
  const known = ids.filter(isUuid);
  if (!known.length) return 0;
  const rows = await db
    .update(table)
    .set({ isVisible, updatedAt: new Date() })
    .where(and(eq(table.projectId, projectId), inArray(table.id, known), ne(table.isVisible, isVisible)))
    .returning({ id: table.id });
  return rows.length;
}
