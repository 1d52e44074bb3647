import { boolean, pgTable, primaryKey, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { projects } from './projects';

const projectId = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** The business's working week: one row per ISO weekday (1 = Monday), times as HH:MM in the project's time zone. */
export const projectWorkingHours = pgTable(
  'project_working_hours',
  {
    projectId: projectId(),
    weekday: smallint('weekday').notNull(),
    isDayOff: boolean('is_day_off').notNull().default(false),
    opensAt: varchar('opens_at', { length: 5 }),
    closesAt: varchar('closes_at', { length: 5 }),
    breakStartsAt: varchar('break_starts_at', { length: 5 }),
    breakEndsAt: varchar('break_ends_at', { length: 5 }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.weekday] })],
);
