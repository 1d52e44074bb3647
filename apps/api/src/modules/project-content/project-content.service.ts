import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectWorkingHours } from '../../db/schema';

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
