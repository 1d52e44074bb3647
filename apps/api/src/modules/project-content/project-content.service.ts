import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productCategories, projectWorkingHours } from '../../db/schema';
import { listMeta, type Page } from '../../core/pagination';

/** The project's catalogue categories in display order, one page of them. */
export async function listProductCategories(db: Db, projectId: string, page: Page) {
  const where = eq(productCategories.projectId, projectId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(productCategories)
      .where(where)
      .orderBy(asc(productCategories.position), asc(productCategories.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(productCategories).where(where),
  ]);
  return { rows, meta: listMeta(page, rows.length, total) };
}

export type WorkingDayRow = Omit<typeof projectWorkingHours.$inferSelect, 'projectId'>;

/**
 * Seven days, Monday first. A weekday without a row (a project older than starter content) is
 * answered as not filled in: open, with no hours, so the CRM asks for them.
 */
export async function workingWeek(db: Db, projectId: string): Promise<WorkingDayRow[]> {
  const rows = await db
    .select()
    .from(projectWorkingHours)
    .where(eq(projectWorkingHours.projectId, projectId));
  const byWeekday = new Map(rows.map((row) => [row.weekday, row]));
  return [1, 2, 3, 4, 5, 6, 7].map(
    (weekday) =>
      byWeekday.get(weekday) ?? {
        weekday,
        isDayOff: false,
        opensAt: null,
        closesAt: null,
        breakStartsAt: null,
        breakEndsAt: null,
      },
  );
}
